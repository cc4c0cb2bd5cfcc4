import { getLocale, getTranslations } from "next-intl/server";
import { InvoiceList } from "@/components/finance/invoice-list";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { loadInvoiceList } from "@/lib/page/invoices";
import type { PageSearchParams } from "@/lib/page/list";

/** Every invoice and credit note of the operator. */
export default async function InvoicesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  await requireRoute("/finance/invoices");
  const locale = (await getLocale()) as Locale;
  const [{ query, result }, t] = await Promise.all([
    loadInvoiceList(await searchParams, locale),
    getTranslations("nav"),
  ]);
  return <InvoiceList title={t("invoices")} query={query} result={result} />;
}
