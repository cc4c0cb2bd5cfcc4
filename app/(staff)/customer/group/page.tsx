import { ResourceListPage } from "@/components/resource/resource-list-page";
import { customerGroupScreen } from "@/lib/domain/crm/customer-groups";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/customer/group" screen={customerGroupScreen} searchParams={searchParams} />;
}
