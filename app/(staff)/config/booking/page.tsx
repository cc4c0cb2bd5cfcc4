import { getTranslations } from "next-intl/server";
import { bookingFields, groupForm } from "@/components/config/group-fields";
import { SettingsGroupForm } from "@/components/config/settings-group-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { isAdmin } from "@/lib/access/scopes";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

const PATH = "/config/booking";
const TABS = ["sources", "categories"] as const;

export default async function BookingConfigPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute(PATH);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  // the settings API takes changes from administrators only
  const form = isAdmin(principal) ? await groupForm("booking", await bookingFields()) : null;
  const list = {
    path: PATH,
    embedded: true,
    labels: "bookingConfig.fields",
    searchParams,
    columns: [
      { key: "name", sort: "name" },
      { key: "color", type: "color" as const },
      { key: "isActive", type: "bool" as const },
      { key: "sort", sort: "sort", type: "number" as const },
      { key: "id", sort: "id", type: "number" as const, hidden: true },
    ],
    filters: [{ key: "isActive", type: "bool" as const }],
    fields: [{ name: "name" }, { name: "color", type: "color" as const }, { name: "sort", type: "number" as const }, { name: "isActive", type: "checkbox" as const }],
  };
  return (
    <>
      <PageTitle>{t("nav.configBooking")}</PageTitle>
      {form && (
        <Card className="mb-6">
          <CardHeader title={t("config.booking.title")} />
          <div className="p-6">
            <SettingsGroupForm {...form} />
          </div>
        </Card>
      )}
      {/* one list at a time: both would share the address's sort and filters */}
      <TabLinks base={PATH} active={tab} tabs={TABS.map((key) => ({ key, label: t(`config.booking.${key}`) }))} />
      {tab === "sources" ? (
        <ResourceListPage {...list} resource="bookingsource" title={t("config.booking.sources")} defaults={{ isActive: true, sort: 0 }} />
      ) : (
        <ResourceListPage {...list} resource="bookingcategory" title={t("config.booking.categories")} defaults={{ color: "#0e7490", isActive: true, sort: 0 }} />
      )}
    </>
  );
}
