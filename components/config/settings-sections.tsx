// The contents of /config/settings/{type}. Lists of one page share the address (page, sort,
// filters), so a type with two lists shows them as tabs (?tab=), one list at a time.
import { getLocale, getTranslations } from "next-intl/server";
import { MESSAGE_CATEGORIES } from "@/lib/domain/content/resources";
import { listBackups } from "@/lib/domain/settings/backup";
import type { Locale } from "@/lib/i18n/locale";
import { countryOptions, currencyOptions, optionsOf, type PageSearchParams } from "@/lib/page/list";
import { ResourceListPage } from "../resource/resource-list-page";
import { Card } from "../ui/card";
import { TabLinks } from "../ui/tabs";
import { BackupPanel } from "./backup-panel";
import { generalFields, groupForm, viewFields } from "./group-fields";
import { labelsOf } from "./options";
import { SettingsGroupForm } from "./settings-group-form";

type Section = { path: string; searchParams: Promise<PageSearchParams> };

const today = () => new Date().toISOString().slice(0, 10);

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
  const form = await groupForm("view", await viewFields());
  return (
    <Card className="p-6">
      <SettingsGroupForm {...form} />
    </Card>
  );
}

export async function CurrencySettings({ path, searchParams }: Section) {
  const [t, tab, currencies] = await Promise.all([getTranslations("config.currencies"), tabOf(searchParams, ["currencies", "rates"] as const), currencyOptions()]);
  return (
    <>
      <TabLinks base={path} active={tab} tabs={[{ key: "currencies", label: t("currencies") }, { key: "rates", label: t("rates") }]} />
      {tab === "currencies" ? (
        <ResourceListPage
          path={path}
          embedded
          title={t("currencies")}
          resource="currency"
          labels="currencies.fields"
          idKey="code"
          searchParams={searchParams}
          columns={[
            { key: "code", sort: "code", type: "code" },
            { key: "name", sort: "name" },
            { key: "symbol" },
            { key: "decimals", type: "number" },
            { key: "isActive", type: "bool" },
            { key: "sort", sort: "sort", type: "number", hidden: true },
          ]}
          filters={[{ key: "isActive", type: "bool" }]}
          fields={[
            { name: "code", hint: t("codeHint") },
            { name: "name" },
            { name: "symbol" },
            { name: "decimals", type: "number" },
            { name: "sort", type: "number" },
            { name: "isActive", type: "checkbox" },
          ]}
          defaults={{ decimals: 2, sort: 0, isActive: true }}
        />
      ) : (
        <ResourceListPage
          path={path}
          embedded
          title={t("rates")}
          resource="exchangerate"
          labels="currencies.fields"
          searchParams={searchParams}
          columns={[
            { key: "fromCode", sort: "fromCode", type: "code" },
            { key: "toCode", sort: "toCode", type: "code" },
            { key: "rate" },
            { key: "validFrom", sort: "validFrom", type: "date" },
          ]}
          filters={[
            { key: "fromCode", type: "select", options: currencies },
            { key: "toCode", type: "select", options: currencies },
          ]}
          fields={[
            { name: "fromCode", type: "select", options: currencies },
            { name: "toCode", type: "select", options: currencies },
            { name: "rate", type: "decimal", hint: t("rateHint") },
            { name: "validFrom", type: "date" },
          ]}
          defaults={{ validFrom: today() }}
        />
      )}
    </>
  );
}

export async function TextBlockSettings({ path, searchParams }: Section) {
  const [t, tab, groups] = await Promise.all([getTranslations("textblocks"), tabOf(searchParams, ["blocks", "groups"] as const), optionsOf("textBlockGroup")]);
  const categories = MESSAGE_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }));
  return (
    <>
      <TabLinks base={path} active={tab} tabs={[{ key: "blocks", label: t("blocks") }, { key: "groups", label: t("groups") }]} />
      {tab === "blocks" ? (
        <ResourceListPage
          path={path}
          embedded
          title={t("blocks")}
          resource="textblock"
          labels="textblocks.fields"
          searchParams={searchParams}
          columns={[
            { key: "title", sort: "title" },
            { key: "key", sort: "key", type: "code" },
            { key: "category", sort: "category", type: "enum", labels: labelsOf(categories) },
            { key: "groupId", type: "enum", labels: labelsOf(groups) },
            { key: "sort", sort: "sort", type: "number", hidden: true },
            { key: "id", sort: "id", type: "number", hidden: true },
          ]}
          filters={[
            { key: "category", type: "select", options: categories },
            ...(groups.length ? [{ key: "groupId", type: "select" as const, options: groups }] : []),
          ]}
          fields={[
            { name: "title" },
            { name: "key", hint: t("keyHint") },
            { name: "category", type: "select", options: categories },
            { name: "groupId", type: "select", options: groups },
            { name: "sort", type: "number" },
            { name: "texts", type: "i18n" },
          ]}
          defaults={{ category: "Text", sort: 0, texts: {} }}
        />
      ) : (
        <ResourceListPage
          path={path}
          embedded
          title={t("groups")}
          resource="textblockgroup"
          labels="textblocks.fields"
          searchParams={searchParams}
          columns={[
            { key: "name", sort: "name" },
            { key: "sort", sort: "sort", type: "number" },
            { key: "id", sort: "id", type: "number", hidden: true },
          ]}
          fields={[{ name: "name" }, { name: "sort", type: "number" }]}
          defaults={{ sort: 0 }}
        />
      )}
    </>
  );
}

export async function SupplierSettings({ path, searchParams }: Section) {
  const [t, countries] = await Promise.all([getTranslations("config.types"), countryOptions((await getLocale()) as Locale)]);
  return (
    <ResourceListPage
      path={path}
      embedded
      title={t("suppliers")}
      resource="supplier"
      labels="suppliers.fields"
      searchParams={searchParams}
      columns={[
        { key: "name", sort: "name" },
        { key: "contactName" },
        { key: "email" },
        { key: "phone" },
        { key: "city", sort: "city" },
        { key: "country", sort: "country" },
        { key: "vatId", hidden: true },
        { key: "isActive", type: "bool" },
        { key: "id", sort: "id", type: "number", hidden: true },
      ]}
      filters={[
        { key: "country", type: "select", options: countries },
        { key: "isActive", type: "bool" },
      ]}
      fields={[
        { name: "name" },
        { name: "contactName" },
        { name: "email", type: "email" },
        { name: "phone", type: "tel" },
        { name: "street" },
        { name: "zip" },
        { name: "city" },
        { name: "country", type: "select", options: countries },
        { name: "vatId" },
        { name: "isActive", type: "checkbox" },
        { name: "note", type: "textarea" },
      ]}
      defaults={{ isActive: true }}
    />
  );
}

export async function BackupSettings() {
  return <BackupPanel initial={await listBackups()} />;
}
