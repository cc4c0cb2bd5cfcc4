// /bank/entry/temporary: the imported entries left to match, each with its best suggestions; a row opens its matching.
import { getLocale, getTranslations } from "next-intl/server";
import { EntryList } from "@/components/bank/entry-list";
import { PageTitle } from "@/components/ui/card";
import { hasScope } from "@/lib/access/scopes";
import type { Locale } from "@/lib/i18n/locale";
import { bankOptions, loadMatchList } from "@/lib/page/bank-entries";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

export default async function BankEntryTemporaryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/bank/entry/temporary");
  const [t, sp, locale] = await Promise.all([getTranslations("nav"), searchParams, getLocale() as Promise<Locale>]);
  const [list, banks] = await Promise.all([loadMatchList("temporary", sp, locale, principal), bankOptions(principal)]);
  return (
    <>
      <PageTitle>{t("bankEntryTemporary")}</PageTitle>
      <EntryList
        kind="temporary"
        banks={banks}
        mayMatch={hasScope(principal, "bankentries.read") && hasScope(principal, "bookings.update")}
        {...list}
      />
    </>
  );
}
