import { ResourceListPage } from "@/components/resource/resource-list-page";
import { userTypeOptions } from "@/components/users/user-fields";
import { optionsOf, type PageSearchParams } from "@/lib/page/list";

export default async function UsersPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [types, roles] = await Promise.all([userTypeOptions(), optionsOf("userRole")]);
  return (
    <ResourceListPage
      path="/users"
      resource="users"
      labels="users.fields"
      searchParams={searchParams}
      rowHref="/users/{id}"
      createHref="/users/create"
      columns={[
        { key: "name", sort: "name" },
        { key: "email", sort: "email" },
        { key: "userType", type: "enum", labels: Object.fromEntries(types.map((o) => [o.value, o.label])), sort: "userType" },
        { key: "role", type: "list" },
        { key: "lastLoginAt", type: "datetime", sort: "lastLoginAt" },
        { key: "id", type: "number", sort: "id", hidden: true },
      ]}
      filters={[{ key: "userType", type: "select", options: types }, { key: "roleId", type: "select", options: roles }]}
    />
  );
}
