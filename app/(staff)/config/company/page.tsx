import { getTranslations } from "next-intl/server";
import { companyFields, groupForm } from "@/components/config/group-fields";
import { SettingsGroupForm } from "@/components/config/settings-group-form";
import { Card, PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";

export default async function CompanyPage() {
  await requireRoute("/config/company");
  const [t, form] = await Promise.all([
    getTranslations(),
    companyFields().then((fields) => groupForm("company", fields)),
  ]);
  return (
    <>
      <PageTitle>{t("nav.configCompany")}</PageTitle>
      <p className="mb-4 text-sm text-slate-600">{t("config.company.intro")}</p>
      <Card className="p-6">
        <SettingsGroupForm {...form} />
      </Card>
    </>
  );
}
