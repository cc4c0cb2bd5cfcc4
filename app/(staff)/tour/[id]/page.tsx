import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { RecordEditor } from "@/components/resource/record-editor";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { scheduleScreen, tourResource, tourScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";
import { LINK_BUTTON } from "@/components/ui/button";

const TABS = ["details", "schedules"] as const;

export default async function TourDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { id } = await params;
  const path = `/tour/${id}`;
  const principal = await requireRoute(path);
  const tour = await loadRecord(tourResource, principal, id);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  return (
    <>
      <PageTitle
        actions={
          <Link
            href={`/schedules/create?tourId=${tour.id}`}
            className={LINK_BUTTON.primary}
            data-testid="new-departure"
          >
            + {t("tours.newDeparture")}
          </Link>
        }
      >
        {String(tour.name)}
      </PageTitle>
      <TabLinks base={path} active={tab} tabs={TABS.map((key) => ({ key, label: t(`tours.tabs.${key}`) }))} />
      {tab === "details" && (
        <RecordEditor screen={tourScreen} principal={principal} record={tour} afterDelete="/tour/list" />
      )}
      {tab === "schedules" && (
        <ResourceListPage
          path={path}
          embedded
          screen={scheduleScreen}
          searchParams={searchParams}
          fixed={{ filter: { tourId: String(tour.id) } }}
          omit={["tourId"]}
          rowHref={`/tour/${tour.id}/schedules/{id}`}
        />
      )}
    </>
  );
}
