import { getTranslations } from "next-intl/server";
import { requireRoute } from "@/lib/page/context";
import { AuthCard } from "./auth-card";
import { PasswordResetForm } from "./password-reset-form";

export type ResetSearch = Promise<{ token?: string; email?: string; save?: string }>;

/** The reset screen for /password/reset and /club/password/reset, prefilled from the query. */
export async function PasswordResetPage({ club, searchParams }: { club: boolean; searchParams: ResetSearch }) {
  await requireRoute(club ? "/club/password/reset" : "/password/reset");
  const t = await getTranslations("auth.reset");
  const q = await searchParams;
  return (
    <AuthCard title={t("title")} club={club}>
      <PasswordResetForm club={club} token={q.token} email={q.email} forceSave={q.save === "1"} />
    </AuthCard>
  );
}
