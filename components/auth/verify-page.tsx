import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { verifyFromLink } from "@/lib/page/account";
import { requireRoute } from "@/lib/page/context";
import { Alert } from "../ui/alert";
import { AuthCard } from "./auth-card";

export type VerifyProps = { params: Promise<{ id: string }>; searchParams: Promise<{ token?: string }> };

/** Opening the mailed link confirms the address: /user/{id}/verify and /club/user/{id}/verify. */
export async function VerifyPage({ club, params, searchParams }: VerifyProps & { club: boolean }) {
  const { id } = await params;
  const principal = await requireRoute(`${club ? "/club" : ""}/user/${id}/verify`);
  const t = await getTranslations("auth.verify");
  const { token } = await searchParams;
  const ok = await verifyFromLink(id, token, principal);
  return (
    <AuthCard title={t("title")} club={club}>
      <Alert tone={ok ? "success" : "error"} data-testid="verify-result">
        {ok ? t("done") : t("failed")}
      </Alert>
      <Link
        href={club ? "/club/login" : "/login"}
        className="mt-6 block text-center text-sm text-brand-700 hover:underline"
      >
        {t("toLogin")}
      </Link>
    </AuthCard>
  );
}
