import { ResourceListPage } from "@/components/resource/resource-list-page";
import { bankScreen } from "@/lib/domain/banks/bank-resource";
import type { PageSearchParams } from "@/lib/page/list";

/** /bank/list: the bank accounts, each leading to its page (details, entries, statement import). */
export default function BankListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/bank/list"
      screen={bankScreen}
      searchParams={searchParams}
      rowHref="/bank/{id}"
      createHref="/bank/create"
    />
  );
}
