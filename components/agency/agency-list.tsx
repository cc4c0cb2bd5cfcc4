import { getLocale } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { countryOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";
import { enumOptions } from "@/lib/page/options";
import type { ListQuery } from "@/lib/resources/list-query";

/** The agency list of /agency/list and /agency/filter/{fid}. */
export async function AgencyList({ path, searchParams, fixed, title }: { path: string; searchParams: Promise<PageSearchParams>; fixed?: Partial<ListQuery>; title?: string }) {
  const [{ agencyTypes, labels }, countries, groups] = await Promise.all([enumOptions(), countryOptions((await getLocale()) as "de" | "en"), optionsOf("agencyGroup")]);
  return (
    <ResourceListPage
      path={path}
      title={title}
      resource="agencies"
      labels="agencies.fields"
      searchParams={searchParams}
      fixed={fixed}
      rowHref="/agency/{id}"
      createHref="/agency/create"
      savedFilterHref="/agency/filter/{id}"
      columns={[
        { key: "name", sort: "name" },
        { key: "type", type: "enum", labels: labels(agencyTypes), sort: "type" },
        { key: "email" },
        { key: "city", sort: "city" },
        { key: "country", sort: "country" },
        { key: "commissionPercent", type: "percent", sort: "commissionPercent" },
        { key: "isActive", type: "bool" },
        { key: "id", type: "number", sort: "id", hidden: true },
        { key: "createdAt", type: "datetime", sort: "createdAt", hidden: true },
      ]}
      filters={[
        { key: "type", type: "select", options: agencyTypes },
        { key: "isActive", type: "bool" },
        { key: "country", type: "select", options: countries },
        ...(groups.length ? [{ key: "groupId", type: "select" as const, options: groups }] : []),
      ]}
    />
  );
}
