import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { FEATURES } from "@/lib/access/features";
import { featureFields, groupForm, hasScreens, reportFields } from "@/components/config/group-fields";
import { SettingsGroupForm } from "@/components/config/settings-group-form";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";

// Two forms: each posts only its own keys, so the other view settings stay as they are.
export default async function ModulesPage() {
  await requireRoute("/config/modules");
  const [t, features, reports] = await Promise.all([
    getTranslations(),
    featureFields().then((fields) => groupForm("features", fields)),
    reportFields().then((fields) => groupForm("view", fields)),
  ]);
  return (
    <>
      <PageTitle>{t("nav.configModules")}</PageTitle>
      <div className="space-y-6">
        <Card>
          <CardHeader title={t("config.modules.features")} />
          <div className="p-6">
            <p className="mb-2 text-sm text-slate-600">{t("config.modules.featuresHint")}</p>
            <p className="mb-4 text-sm text-slate-600" data-testid="modules-without-screens">
              {t("config.modules.withoutScreens", {
                list: FEATURES.filter((f) => !hasScreens(f))
                  .map((f) => t(`config.features.${f}`))
                  .join(", "),
              })}
            </p>
            <SettingsGroupForm {...features} />
          </div>
        </Card>
        <Card>
          <CardHeader title={t("config.modules.reports")} />
          <div className="p-6">
            <p className="mb-4 text-sm text-slate-600">{t("config.modules.reportsHint")}</p>
            <p className="mb-4 text-sm text-slate-600">
              {t("config.modules.reportsOnlyHere")}{" "}
              <Link href="/config/settings/view" className="text-brand-700 underline">
                {t("config.types.view")}
              </Link>
            </p>
            <SettingsGroupForm {...reports} />
          </div>
        </Card>
      </div>
    </>
  );
}
