import { getTranslations } from "next-intl/server";
import { PageTitle } from "@/components/ui/card";
import { ProfileForm } from "@/components/users/profile-form";
import { requireUser } from "@/lib/page/context";

export default async function ProfilePage() {
  const user = await requireUser("/users/profile");
  const t = await getTranslations("profile");
  return (
    <>
      <PageTitle>{t("title")}</PageTitle>
      <ProfileForm profile={{ name: user.name, phone: user.phone, settings: user.settings }} />
    </>
  );
}
