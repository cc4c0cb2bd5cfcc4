import { ResourceListPage } from "@/components/resource/resource-list-page";
import { mailAccountScreen } from "@/lib/domain/mail/mail-account-resource";
import type { PageSearchParams } from "@/lib/page/list";

/** /config/mailaccounts: the mail accounts (SMTP, IMAP, OAuth), each leading to its page. */
export default function MailAccountListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/config/mailaccounts"
      screen={mailAccountScreen}
      searchParams={searchParams}
      rowHref="/config/mailaccounts/{id}"
      createHref="/config/mailaccounts/create"
    />
  );
}
