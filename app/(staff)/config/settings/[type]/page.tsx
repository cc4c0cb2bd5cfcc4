import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import {
  BackupSettings,
  CurrencySettings,
  GeneralSettings,
  SupplierSettings,
  TextBlockSettings,
  ViewSettings,
} from "@/components/config/settings-sections";
import { SETTING_TYPES, SettingsTabs, type SettingType } from "@/components/config/settings-tabs";
import { PageTitle } from "@/components/ui/card";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

export default async function ConfigSettingsPage({
  params,
  searchParams,
}: {
  params: Promise<{ type: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { type } = await params;
  const path = `/config/settings/${type}`;
  await requireRoute(path);
  if (!(SETTING_TYPES as readonly string[]).includes(type)) notFound();
  const t = await getTranslations();
  const section = { path, searchParams };
  return (
    <>
      <PageTitle>{t("nav.configSettings")}</PageTitle>
      <SettingsTabs active={type as SettingType} />
      {type === "general" && <GeneralSettings />}
      {type === "view" && <ViewSettings />}
      {type === "currencies" && <CurrencySettings {...section} />}
      {type === "textblocks" && <TextBlockSettings {...section} />}
      {type === "suppliers" && <SupplierSettings {...section} />}
      {type === "backup" && <BackupSettings />}
    </>
  );
}
