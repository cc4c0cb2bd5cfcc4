import { CustomerList } from "@/components/crm/customer-list";
import type { PageSearchParams } from "@/lib/page/list";

export default function CrmCustomerPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <CustomerList path="/crm/customer" searchParams={searchParams} />;
}
