import { ResourceListPage } from "@/components/resource/resource-list-page";
import { userRoleScreen } from "@/lib/domain/users/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function Page({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/userroles" screen={userRoleScreen} searchParams={searchParams} />;
}
