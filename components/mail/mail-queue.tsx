// /config/mailqueue: every mail with its status, recipients, subject, attempts, when the next
// attempt is due and the mail server's last answer, paged and filtered on the server; a row opens
// the mail's actions (retry now, plan at a time).
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import type { TableQuery, TableResult } from "../data-table/types";
import { PageTitle } from "../ui/card";
import { MailQueueTable } from "./mail-queue-table";

export async function MailQueue(props: { query: TableQuery; result: TableResult; canPlan: boolean }) {
  const [t, nav] = await Promise.all([getTranslations("mail.queue"), getTranslations("nav")]);
  return (
    <>
      <PageTitle
        actions={
          <Link href="/config/mail" className="text-sm text-brand-700 hover:underline">
            {t("toStatistics")}
          </Link>
        }
      >
        {nav("configMailQueue")}
      </PageTitle>
      <p className="mb-3 max-w-prose text-sm text-slate-600">{t("intro")}</p>
      <MailQueueTable query={props.query} result={props.result} canPlan={props.canPlan} />
    </>
  );
}
