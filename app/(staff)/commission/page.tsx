import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

export default async function CommissionPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const t = await getTranslations("commission.hints");
  return (
    <ResourceListPage
      path="/commission"
      resource="commission"
      labels="commission.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "reason" },
        { key: "percent", sort: "percent", type: "percent" },
        { key: "value", type: "number" },
        { key: "useTerms", type: "bool" },
        { key: "includeCommission", type: "bool" },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[{ key: "isActive", type: "bool" }]}
      fields={[
        { name: "name" },
        { name: "reason", hint: t("reason") },
        { name: "percent", type: "decimal" },
        { name: "value", type: "decimal", hint: t("value") },
        { name: "useTerms", type: "checkbox" },
        { name: "includeCommission", type: "checkbox" },
        { name: "isActive", type: "checkbox" },
        { name: "message", type: "textarea", hint: t("message") },
      ]}
      defaults={{ reason: "customer", percent: "0", useTerms: false, includeCommission: false, isActive: true }}
    />
  );
}
