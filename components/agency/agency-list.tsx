import { ResourceListPage } from "@/components/resource/resource-list-page";
import { agencyScreen } from "@/lib/domain/crm/agency-resource";
import type { PageSearchParams } from "@/lib/page/list";
import type { ListQuery } from "@/lib/resources/list-query";

/** The agency list of /agency/list and /agency/filter/{fid}. */
export function AgencyList({
  path,
  searchParams,
  fixed,
  title,
}: {
  path: string;
  searchParams: Promise<PageSearchParams>;
  fixed?: Partial<ListQuery>;
  title?: string;
}) {
  return (
    <ResourceListPage
      path={path}
      title={title}
      screen={agencyScreen}
      searchParams={searchParams}
      fixed={fixed}
      rowHref="/agency/{id}"
      createHref="/agency/create"
      savedFilterHref="/agency/filter/{id}"
    />
  );
}
