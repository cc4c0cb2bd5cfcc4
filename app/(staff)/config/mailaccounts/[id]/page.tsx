// /config/mailaccounts/{id}: a mail account: its servers and logins (the resource engine's form;
// secrets are never shown, only whether they are set) and, for a Google or Microsoft account, the
// OAuth connection (a link that starts the flow at GET /api/mailaccount/{id}/oauth/connect).
import { getFormatter, getTranslations } from "next-intl/server";
import { RecordEditor } from "@/components/resource/record-editor";
import { Card, PageTitle } from "@/components/ui/card";
import { mailAccountResource, mailAccountScreen } from "@/lib/domain/mail/mail-account-resource";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { LINK_BUTTON } from "@/components/ui/button";

export default async function MailAccountPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ connected?: string }>;
}) {
  const { id } = await params;
  const path = `/config/mailaccounts/${id}`;
  const principal = await requireRoute(path);
  const account = await loadRecord(mailAccountResource, principal, id);
  const [t, format, sp] = await Promise.all([getTranslations("mailAccount"), getFormatter(), searchParams]);
  const provider = account.auth === "google" || account.auth === "microsoft" ? String(account.auth) : null;
  return (
    <>
      <PageTitle>{String(account.name)}</PageTitle>
      {provider && (
        <Card className="mb-6 flex flex-wrap items-center gap-4 p-4" data-testid="oauth-connection">
          <span>
            {account.oauthConnected && account.connectedAt
              ? t("oauth.connected", {
                  date: format.dateTime(new Date(String(account.connectedAt)), {
                    dateStyle: "medium",
                    timeStyle: "short",
                  }),
                })
              : t("oauth.notConnected")}
          </span>
          {sp.connected === "1" && <span className="text-green-800">{t("oauth.done")}</span>}
          <a className={LINK_BUTTON.primary} href={`/api/mailaccount/${account.id}/oauth/connect`}>
            {t("oauth.connect", { provider: t(`auths.${provider}`) })}
          </a>
        </Card>
      )}
      <RecordEditor
        screen={mailAccountScreen}
        principal={principal}
        record={account}
        afterDelete="/config/mailaccounts"
        cancelHref="/config/mailaccounts"
      />
    </>
  );
}
