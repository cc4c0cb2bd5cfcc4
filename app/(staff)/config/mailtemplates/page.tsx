// /config/mailtemplates: the mail templates by category and booking state.
import { getLocale } from "next-intl/server";
import { MailTemplateList } from "@/components/mail/template-list";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadMailTemplateList } from "@/lib/page/mail";

export default async function MailTemplatesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/config/mailtemplates");
  const { query, result } = await loadMailTemplateList(await searchParams, (await getLocale()) as Locale);
  return <MailTemplateList query={query} result={result} canEdit />;
}
