import { getLocale, getTranslations } from "next-intl/server";
import { mediaFields } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, type PageSearchParams } from "@/lib/page/list";

export default async function AirportPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [countries, media, t] = await Promise.all([countryOptions((await getLocale()) as Locale), mediaFields(), getTranslations("geo.hints")]);
  return (
    <ResourceListPage
      path="/geo/airport"
      resource="airport"
      labels="geo.fields"
      searchParams={searchParams}
      columns={[
        { key: "iata", sort: "iata", type: "code" },
        { key: "icao", type: "code", hidden: true },
        { key: "name", sort: "name" },
        { key: "city", sort: "city" },
        { key: "countryCode", sort: "countryCode" },
        { key: "timezone", hidden: true },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "countryCode", type: "select", options: countries },
        { key: "isActive", type: "bool" },
      ]}
      fields={[
        { name: "name" },
        { name: "iata", hint: t("iata") },
        { name: "icao", hint: t("icao") },
        { name: "city" },
        { name: "countryCode", type: "select", options: countries },
        { name: "timezone", hint: t("timezone") },
        { name: "isActive", type: "checkbox" },
        { name: "location", type: "location" },
        ...media,
      ]}
      defaults={{ isActive: true }}
    />
  );
}
