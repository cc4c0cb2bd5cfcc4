// /bank/cashflow: money in and out per day, week or month with the balance, per bank and per
// currency (GET /api/banks/cashflow's figures), as a chart and a table, and the same as CSV
// (feature bank, bankentries.read: the route table's guard).
import { getLocale } from "next-intl/server";
import { Cashflow } from "@/components/bank/cashflow";
import { loadCashflow } from "@/lib/page/cashflow";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import type { Locale } from "@/lib/i18n/locale";

export default async function CashflowPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/bank/cashflow");
  const locale = (await getLocale()) as Locale;
  return <Cashflow {...await loadCashflow(await searchParams, principal)} locale={locale} />;
}
