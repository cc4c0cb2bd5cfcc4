import { getTranslations } from "next-intl/server";
import { mediaFields } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default async function CountryPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [media, t] = await Promise.all([mediaFields(), getTranslations("geo.hints")]);
  return (
    <ResourceListPage
      path="/geo/country"
      resource="country"
      labels="geo.fields"
      idKey="code"
      searchParams={searchParams}
      columns={[
        { key: "code", sort: "code", type: "code" },
        { key: "name", sort: "name" },
        { key: "callingCodes", type: "list" },
        { key: "states", type: "list", hidden: true },
      ]}
      fields={[
        // the code is the record's key: set when creating, kept when editing
        { name: "code", hint: t("countryCode") },
        { name: "name" },
        { name: "translations", type: "i18n" },
        { name: "callingCodes", type: "tags", hint: t("callingCodes") },
        { name: "states", type: "json", hint: t("states") },
        ...media,
      ]}
      defaults={{ callingCodes: [], states: [], translations: {} }}
    />
  );
}
