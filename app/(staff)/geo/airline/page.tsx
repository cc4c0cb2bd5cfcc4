import { getLocale, getTranslations } from "next-intl/server";
import { mediaFields } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, type PageSearchParams } from "@/lib/page/list";

export default async function AirlinePage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [countries, media, t] = await Promise.all([countryOptions((await getLocale()) as Locale), mediaFields(), getTranslations("geo.hints")]);
  return (
    <ResourceListPage
      path="/geo/airline"
      resource="airline"
      labels="geo.fields"
      searchParams={searchParams}
      columns={[
        { key: "code", sort: "code", type: "code" },
        { key: "name", sort: "name" },
        { key: "countryCode", sort: "countryCode" },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "countryCode", type: "select", options: countries },
        { key: "isActive", type: "bool" },
      ]}
      fields={[
        { name: "code", hint: t("airlineCode") },
        { name: "name" },
        { name: "countryCode", type: "select", options: countries },
        { name: "isActive", type: "checkbox" },
        ...media,
      ]}
      defaults={{ isActive: true }}
    />
  );
}
