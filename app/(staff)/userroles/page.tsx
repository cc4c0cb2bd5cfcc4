import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default async function UserRolesPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const t = await getTranslations("users");
  return (
    <ResourceListPage
      path="/userroles"
      resource="userrole"
      labels="userRoles.fields"
      searchParams={searchParams}
      columns={[{ key: "name", sort: "name" }, { key: "group", sort: "group" }, { key: "scopes", type: "list" }]}
      fields={[{ name: "name" }, { name: "group" }, { name: "scopes", type: "tags", hint: t("scopesHint") }]}
      defaults={{ group: "staff", scopes: [] }}
    />
  );
}
