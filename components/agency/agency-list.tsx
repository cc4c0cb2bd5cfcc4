// The agency list of /agency/list and /agency/filter/{fid}: the resource list with the agency's pages.
import { ResourceListPage, type ResourceListPageProps } from "@/components/resource/resource-list-page";
import { agencyScreen } from "@/lib/domain/crm/agency-resource";

export function AgencyList(p: Pick<ResourceListPageProps, "path" | "searchParams" | "fixed" | "title">) {
  return (
    <ResourceListPage
      {...p}
      screen={agencyScreen}
      rowHref="/agency/{id}"
      createHref="/agency/create"
      savedFilterHref="/agency/filter/{id}"
    />
  );
}
