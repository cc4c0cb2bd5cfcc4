import { getTranslations } from "next-intl/server";
import { bookingFields, groupForm } from "@/components/config/group-fields";
import { SettingsGroupForm } from "@/components/config/settings-group-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { isAdmin } from "@/lib/access/scopes";
import { bookingCategoryScreen, bookingSourceScreen } from "@/lib/domain/booking/config-resources";
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
  const list = { path: PATH, embedded: true, searchParams };
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
        <ResourceListPage {...list} screen={bookingSourceScreen} title={t("config.booking.sources")} />
      ) : (
        <ResourceListPage {...list} screen={bookingCategoryScreen} title={t("config.booking.categories")} />
      )}
    </>
  );
}
