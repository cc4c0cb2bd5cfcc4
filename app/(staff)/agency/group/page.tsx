import { ResourceListPage } from "@/components/resource/resource-list-page";
import { agencyGroupScreen } from "@/lib/domain/crm/agency-groups";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/agency/group" screen={agencyGroupScreen} searchParams={searchParams} />;
}
