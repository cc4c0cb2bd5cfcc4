import { getTranslations } from "next-intl/server";
import { labelsOf, langOptions } from "@/components/config/options";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Alert } from "@/components/ui/alert";
import type { PageSearchParams } from "@/lib/page/list";

export default async function TranslationsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const [t, langs] = await Promise.all([getTranslations("config.translations"), langOptions()]);
  return (
    <ResourceListPage
      path="/config/translations"
      resource="translation"
      labels="translations.fields"
      searchParams={searchParams}
      columns={[
        { key: "lang", sort: "lang", type: "enum", labels: labelsOf(langs) },
        { key: "key", sort: "key", type: "code" },
        { key: "value" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[{ key: "lang", type: "select", options: langs }]}
      fields={[
        { name: "lang", type: "select", options: langs },
        { name: "key", hint: t("keyHint") },
        { name: "value", type: "textarea" },
      ]}
    >
      <Alert tone="info" className="mb-4">{t("hint")}</Alert>
    </ResourceListPage>
  );
}
