import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { isClubPath } from "@/lib/access/paths";
import { safeRedirectTarget } from "@/lib/access/redirect";
import { requireRoute } from "@/lib/page/context";

export default async function ClubLoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  await requireRoute("/club/login");
  const t = await getTranslations("auth.login");
  const wanted = safeRedirectTarget((await searchParams).callbackUrl);
  return (
    <AuthCard title={t("clubTitle")} intro={t("clubIntro")} club>
      <LoginForm club target={wanted && isClubPath(wanted) ? wanted : "/club/dashboard"} />
    </AuthCard>
  );
}
