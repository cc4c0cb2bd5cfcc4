import { getTranslations } from "next-intl/server";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Alert } from "@/components/ui/alert";
import { translationScreen } from "@/lib/domain/settings/resources";
import type { PageSearchParams } from "@/lib/page/list";

export default async function TranslationsPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const t = await getTranslations("config.translations");
  return (
    <ResourceListPage path="/config/translations" screen={translationScreen} searchParams={searchParams}>
      <Alert tone="info" className="mb-4">
        {t("hint")}
      </Alert>
    </ResourceListPage>
  );
}
