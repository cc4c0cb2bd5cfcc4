import { ResourceListPage } from "@/components/resource/resource-list-page";
import { userScreen } from "@/lib/domain/users/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function UsersPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/users"
      screen={userScreen}
      searchParams={searchParams}
      rowHref="/users/{id}"
      createHref="/users/create"
    />
  );
}
