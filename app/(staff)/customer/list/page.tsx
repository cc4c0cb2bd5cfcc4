import { CustomerList } from "@/components/crm/customer-list";
import type { PageSearchParams } from "@/lib/page/list";

export default function CustomerListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <CustomerList path="/customer/list" searchParams={searchParams} />;
}
