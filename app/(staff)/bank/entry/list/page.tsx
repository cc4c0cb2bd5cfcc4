// /bank/entry/list: every bank's entries, filtered by bank, period, matched or not, and searched;
// a row opens its matching.
import { getLocale, getTranslations } from "next-intl/server";
import { EntryList } from "@/components/bank/entry-list";
import { PageTitle } from "@/components/ui/card";
import { hasScope } from "@/lib/access/scopes";
import type { Locale } from "@/lib/i18n/locale";
import { bankOptions, loadEntryList } from "@/lib/page/bank-entries";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

export default async function BankEntryListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/bank/entry/list");
  const [t, sp, locale] = await Promise.all([getTranslations("nav"), searchParams, getLocale() as Promise<Locale>]);
  const [list, banks] = await Promise.all([loadEntryList(sp, locale, principal), bankOptions(principal)]);
  return (
    <>
      <PageTitle>{t("bankEntryList")}</PageTitle>
      <EntryList
        kind="all"
        banks={banks}
        mayMatch={hasScope(principal, "bankentries.read") && hasScope(principal, "bookings.update")}
        {...list}
      />
    </>
  );
}
