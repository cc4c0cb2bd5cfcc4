// The customer list of /customer/list, /crm/customer and /crm/filter/{fid}: the resource list with
// the customer's pages.
import { ResourceListPage, type ResourceListPageProps } from "@/components/resource/resource-list-page";
import { customerScreen } from "@/lib/domain/crm/customer-resource";

export function CustomerList(p: Pick<ResourceListPageProps, "path" | "searchParams" | "fixed" | "title">) {
  return (
    <ResourceListPage
      {...p}
      screen={customerScreen}
      rowHref="/customer/view/{id}"
      createHref="/customer/create"
      savedFilterHref="/crm/filter/{id}"
    />
  );
}
