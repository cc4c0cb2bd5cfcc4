import { getLocale } from "next-intl/server";
import { mediaFields } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, type PageSearchParams } from "@/lib/page/list";

export default async function DestinationPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [countries, media] = await Promise.all([countryOptions((await getLocale()) as Locale), mediaFields()]);
  return (
    <ResourceListPage
      path="/geo/destination"
      resource="destination"
      labels="geo.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "code", sort: "code", type: "code" },
        { key: "countryCode", sort: "countryCode" },
        { key: "isActive", type: "bool" },
        { key: "sort", sort: "sort", type: "number", hidden: true },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "countryCode", type: "select", options: countries },
        { key: "isActive", type: "bool" },
      ]}
      fields={[
        { name: "name" },
        { name: "code" },
        { name: "countryCode", type: "select", options: countries },
        { name: "sort", type: "number" },
        { name: "isActive", type: "checkbox" },
        { name: "description", type: "i18n" },
        ...media,
      ]}
      defaults={{ isActive: true, sort: 0 }}
    />
  );
}
