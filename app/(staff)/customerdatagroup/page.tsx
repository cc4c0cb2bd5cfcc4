import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import type { PageSearchParams } from "@/lib/page/list";

// shown under the JSON field: what one entry of `fields` looks like
const EXAMPLE = JSON.stringify([
  { key: "diet", label: "Diet", type: "select", options: ["vegetarian", "vegan"] },
  { key: "shoeSize", label: "Shoe size", type: "number", options: [] },
]);

export default async function CustomerDataGroupPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const t = await getTranslations("dataGroups");
  return (
    <ResourceListPage
      path="/customerdatagroup"
      resource="customerdatagroup"
      labels="dataGroups.fields"
      searchParams={searchParams}
      columns={[{ key: "name", sort: "name" }, { key: "sort", type: "number", sort: "sort" }, { key: "id", type: "number", sort: "id", hidden: true }]}
      fields={[{ name: "name" }, { name: "sort", type: "number" }, { name: "fields", type: "json", hint: t("fieldsJsonHint", { example: EXAMPLE }) }]}
      defaults={{ sort: 0, fields: [] }}
    />
  );
}
