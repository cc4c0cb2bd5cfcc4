// /config/mailqueue: queued, sent and failed mails with the mail server's answer; retry or plan one.
import { getLocale } from "next-intl/server";
import { MailQueue } from "@/components/mail/mail-queue";
import { hasSome } from "@/lib/access/scopes";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadMailQueue } from "@/lib/page/mail";

export default async function MailQueuePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/config/mailqueue");
  const { query, result } = await loadMailQueue(await searchParams, (await getLocale()) as Locale);
  return <MailQueue query={query} result={result} canPlan={hasSome(principal, ["mail.update"])} />;
}
