import { ResourceListPage } from "@/components/resource/resource-list-page";
import { customerScreen } from "@/lib/domain/crm/customer-resource";
import type { PageSearchParams } from "@/lib/page/list";
import type { ListQuery } from "@/lib/resources/list-query";

/** The customer list of /customer/list, /crm/customer and /crm/filter/{fid}. */
export function CustomerList({
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
      screen={customerScreen}
      searchParams={searchParams}
      fixed={fixed}
      rowHref="/customer/view/{id}"
      createHref="/customer/create"
      savedFilterHref="/crm/filter/{id}"
    />
  );
}
