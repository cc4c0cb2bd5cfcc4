// The contents of /config/settings/{type}. Lists of one page share the address (page, sort,
// filters), so a type with two lists shows them as tabs (?tab=), one list at a time.
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { textBlockGroupScreen, textBlockScreen } from "@/lib/domain/content/resources";
import { supplierScreen } from "@/lib/domain/products/resources";
import { currencyScreen, exchangeRateScreen } from "@/lib/domain/settings/resources";
import type { PageSearchParams } from "@/lib/page/list";
import { backups } from "@/lib/page/settings";
import { ResourceListPage } from "../resource/resource-list-page";
import { Card } from "../ui/card";
import { TabLinks } from "../ui/tabs";
import { BackupPanel } from "./backup-panel";
import { generalFields, groupForm, viewFields } from "./group-fields";
import { SettingsGroupForm } from "./settings-group-form";

type Section = { path: string; searchParams: Promise<PageSearchParams> };

async function tabOf<K extends string>(searchParams: Promise<PageSearchParams>, keys: readonly K[]): Promise<K> {
  const tab = (await searchParams).tab;
  return keys.includes(tab as K) ? (tab as K) : keys[0];
}

export async function GeneralSettings() {
  const form = await groupForm("general", await generalFields());
  return (
    <Card className="p-6">
      <SettingsGroupForm {...form} />
    </Card>
  );
}

export async function ViewSettings() {
  const [t, form] = await Promise.all([getTranslations(), viewFields().then((f) => groupForm("view", f))]);
  return (
    <Card className="p-6">
      {/* the report switches have one place: the modules page */}
      <p className="mb-4 text-sm text-slate-600">
        {t("config.view.reportsElsewhere")}{" "}
        <Link href="/config/modules" className="text-brand-700 underline">
          {t("nav.configModules")}
        </Link>
      </p>
      <SettingsGroupForm {...form} />
    </Card>
  );
}

export async function CurrencySettings({ path, searchParams }: Section) {
  const [t, tab] = await Promise.all([
    getTranslations("config.currencies"),
    tabOf(searchParams, ["currencies", "rates"] as const),
  ]);
  return (
    <>
      <TabLinks
        base={path}
        active={tab}
        tabs={[
          { key: "currencies", label: t("currencies") },
          { key: "rates", label: t("rates") },
        ]}
      />
      {tab === "currencies" ? (
        <ResourceListPage
          path={path}
          embedded
          title={t("currencies")}
          screen={currencyScreen}
          idKey="code"
          searchParams={searchParams}
        />
      ) : (
        <ResourceListPage
          path={path}
          embedded
          title={t("rates")}
          screen={exchangeRateScreen}
          searchParams={searchParams}
        />
      )}
    </>
  );
}

export async function TextBlockSettings({ path, searchParams }: Section) {
  const [t, tab] = await Promise.all([
    getTranslations("textblocks"),
    tabOf(searchParams, ["blocks", "groups"] as const),
  ]);
  return (
    <>
      <TabLinks
        base={path}
        active={tab}
        tabs={[
          { key: "blocks", label: t("blocks") },
          { key: "groups", label: t("groups") },
        ]}
      />
      {tab === "blocks" ? (
        <ResourceListPage
          path={path}
          embedded
          title={t("blocks")}
          screen={textBlockScreen}
          searchParams={searchParams}
        />
      ) : (
        <ResourceListPage
          path={path}
          embedded
          title={t("groups")}
          screen={textBlockGroupScreen}
          searchParams={searchParams}
        />
      )}
    </>
  );
}

export async function SupplierSettings({ path, searchParams }: Section) {
  const t = await getTranslations("config.types");
  return (
    <ResourceListPage path={path} embedded title={t("suppliers")} screen={supplierScreen} searchParams={searchParams} />
  );
}

export async function BackupSettings() {
  return <BackupPanel initial={await backups()} />;
}
