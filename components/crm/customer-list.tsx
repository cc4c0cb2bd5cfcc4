import { getLocale } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { countryOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";
import { enumOptions } from "@/lib/page/options";
import type { ListQuery } from "@/lib/resources/list-query";

/** The customer list of /customer/list, /crm/customer and /crm/filter/{fid}. */
export async function CustomerList({ path, searchParams, fixed, title }: { path: string; searchParams: Promise<PageSearchParams>; fixed?: Partial<ListQuery>; title?: string }) {
  const [{ genders, customerTypes, labels }, countries, groups] = await Promise.all([enumOptions(), countryOptions((await getLocale()) as "de" | "en"), optionsOf("customerGroup")]);
  return (
    <ResourceListPage
      path={path}
      title={title}
      resource="customers"
      labels="customers.fields"
      searchParams={searchParams}
      fixed={fixed}
      rowHref="/customer/view/{id}"
      createHref="/customer/create"
      savedFilterHref="/crm/filter/{id}"
      columns={[
        { key: "fullName", sort: "lastName" },
        { key: "email", sort: "email" },
        { key: "phone" },
        { key: "city", sort: "city" },
        { key: "country", sort: "country" },
        { key: "customerType", type: "enum", labels: labels(customerTypes) },
        { key: "gender", type: "enum", labels: labels(genders), hidden: true },
        { key: "birthday", type: "date", sort: "birthday", hidden: true },
        { key: "id", type: "number", sort: "id", hidden: true },
        { key: "createdAt", type: "datetime", sort: "createdAt", hidden: true },
      ]}
      filters={[
        { key: "country", type: "select", options: countries },
        { key: "customerType", type: "select", options: customerTypes },
        { key: "gender", type: "select", options: genders },
        ...(groups.length ? [{ key: "groupId", type: "select" as const, options: groups }] : []),
      ]}
    />
  );
}
