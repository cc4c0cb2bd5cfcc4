// /bank/{id}: a bank account: its details (the resource engine's form), its entries (each opening
// its matching) and the statement import (preview, column mapping, progress, result).
import { getLocale, getTranslations } from "next-intl/server";
import { EntryList } from "@/components/bank/entry-list";
import { StatementImport } from "@/components/bank/statement-import";
import { RecordEditor } from "@/components/resource/record-editor";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { hasScope } from "@/lib/access/scopes";
import { bankResource, bankScreen } from "@/lib/domain/banks/bank-resource";
import type { Locale } from "@/lib/i18n/locale";
import { loadEntryList } from "@/lib/page/bank-entries";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";

const TABS = ["details", "entries", "import"] as const;

export default async function BankDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { id } = await params;
  const path = `/bank/${id}`;
  const principal = await requireRoute(path);
  const bank = await loadRecord(bankResource, principal, id);
  const [t, sp, locale] = await Promise.all([getTranslations("banks.tabs"), searchParams, getLocale()]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  return (
    <>
      <PageTitle>{String(bank.name)}</PageTitle>
      <TabLinks base={path} active={tab} tabs={TABS.map((key) => ({ key, label: t(key) }))} />
      {tab === "details" && (
        <RecordEditor
          screen={bankScreen}
          principal={principal}
          record={bank}
          afterDelete="/bank/list"
          cancelHref="/bank/list"
        />
      )}
      {tab === "entries" && (
        <Card className="p-4">
          <EntryList
            kind="bank"
            banks={[]}
            mayMatch={hasScope(principal, "bankentries.read") && hasScope(principal, "bookings.update")}
            {...await loadEntryList(sp, locale as Locale, principal, { filter: { bankId: String(bank.id) } })}
          />
        </Card>
      )}
      {tab === "import" && (
        <Card className="p-6">
          <StatementImport bankId={bank.id} entriesHref={`${path}?tab=entries`} />
        </Card>
      )}
    </>
  );
}
