// /bank/entry/manual: the entries typed by hand (the cash box on board) and a form to add one;
// a row opens its matching.
import { getLocale, getTranslations } from "next-intl/server";
import { EntryList } from "@/components/bank/entry-list";
import { ManualEntryForm } from "@/components/bank/manual-entry-form";
import { PageTitle } from "@/components/ui/card";
import { hasScope } from "@/lib/access/scopes";
import { operatorToday } from "@/lib/core/operator";
import type { Locale } from "@/lib/i18n/locale";
import { bankOptions, loadMatchList } from "@/lib/page/bank-entries";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

export default async function BankEntryManualPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/bank/entry/manual");
  const [t, sp, locale] = await Promise.all([getTranslations("nav"), searchParams, getLocale() as Promise<Locale>]);
  const [list, banks, today] = await Promise.all([
    loadMatchList("manual", sp, locale, principal),
    bankOptions(principal),
    operatorToday(),
  ]);
  return (
    <>
      <PageTitle>{t("bankEntryManual")}</PageTitle>
      {hasScope(principal, "banks.update") && (
        <ManualEntryForm banks={banks.map(({ value, label }) => ({ value, label }))} today={today} />
      )}
      <EntryList
        kind="manual"
        banks={banks}
        mayMatch={hasScope(principal, "bankentries.read") && hasScope(principal, "bookings.update")}
        {...list}
      />
    </>
  );
}
