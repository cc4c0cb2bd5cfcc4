import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { safeRedirectTarget } from "@/lib/access/redirect";
import { requireRoute } from "@/lib/page/context";

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ callbackUrl?: string }> }) {
  await requireRoute("/login");
  const t = await getTranslations("auth.login");
  const target = safeRedirectTarget((await searchParams).callbackUrl) ?? "/";
  return (
    <AuthCard title={t("title")} intro={t("intro")}>
      <LoginForm club={false} target={target} />
    </AuthCard>
  );
}
