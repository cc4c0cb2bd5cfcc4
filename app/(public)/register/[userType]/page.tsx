import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { REGISTERABLE_TYPES, type RegisterableType } from "@/lib/domain/users/account-schemas";
import { requireRoute } from "@/lib/page/context";

export default async function RegisterPage({
  params,
  searchParams,
}: {
  params: Promise<{ userType: string }>;
  searchParams: Promise<{ club?: string }>;
}) {
  const { userType } = await params;
  await requireRoute(`/register/${userType}`);
  if (!(REGISTERABLE_TYPES as readonly string[]).includes(userType)) notFound();
  const t = await getTranslations("auth.register");
  const club = (await searchParams).club === "1";
  return (
    <AuthCard title={t("title")} intro={t("intro", { type: t(`types.${userType}`) })} club={club}>
      <RegisterForm userType={userType as RegisterableType} club={club} />
    </AuthCard>
  );
}
