import { getLocale, getTranslations } from "next-intl/server";
import { labelsOf } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { TAX_STATUSES } from "@/lib/domain/settings/resources";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, type PageSearchParams } from "@/lib/page/list";

export default async function TaxPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [t, countries] = await Promise.all([getTranslations("tax"), countryOptions((await getLocale()) as Locale)]);
  const statuses = TAX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }));
  return (
    <ResourceListPage
      path="/tax"
      resource="tax"
      labels="tax.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "value", sort: "value", type: "percent" },
        { key: "status", type: "enum", labels: labelsOf(statuses) },
        { key: "inclusive", type: "bool" },
        { key: "countryCode" },
      ]}
      filters={[{ key: "status", type: "select", options: statuses }]}
      fields={[
        { name: "name" },
        { name: "value", type: "decimal", hint: t("valueHint") },
        { name: "status", type: "select", options: statuses },
        { name: "countryCode", type: "select", options: countries },
        { name: "inclusive", type: "checkbox" },
      ]}
      defaults={{ status: "aborted", inclusive: true }}
    />
  );
}
