import { getLocale } from "next-intl/server";
import { labelsOf, mediaFields } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";

export default async function PortPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [countries, destinations, media] = await Promise.all([countryOptions((await getLocale()) as Locale), optionsOf("destination"), mediaFields()]);
  return (
    <ResourceListPage
      path="/geo/port"
      resource="port"
      labels="geo.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "code", sort: "code", type: "code" },
        { key: "countryCode", sort: "countryCode" },
        { key: "destinationId", type: "enum", labels: labelsOf(destinations) },
        { key: "latitude", type: "number", hidden: true },
        { key: "longitude", type: "number", hidden: true },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "countryCode", type: "select", options: countries },
        { key: "destinationId", type: "select", options: destinations },
        { key: "isActive", type: "bool" },
      ]}
      fields={[
        { name: "name" },
        { name: "code" },
        { name: "countryCode", type: "select", options: countries },
        { name: "destinationId", type: "select", options: destinations },
        { name: "isActive", type: "checkbox" },
        { name: "location", type: "location" },
        { name: "description", type: "i18n" },
        ...media,
      ]}
      defaults={{ isActive: true }}
    />
  );
}
