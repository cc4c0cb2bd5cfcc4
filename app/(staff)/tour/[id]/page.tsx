import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ResourceForm } from "@/components/form/resource-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { scheduleScreen, tourResource, tourScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import { RecordChanges } from "@/components/resource/record-changes";

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
            className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
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
        <>
          <Card className="p-6">
            <ResourceForm
              resource="tours"
              id={tour.id}
              initial={tour}
              fields={(await resolveScreen(tourScreen, principal, { editing: true })).fields}
              afterDelete="/tour/list"
              deletable={!!can(tourResource, principal, "delete")}
              copyable={!!can(tourResource, principal, "create")}
            />
          </Card>
          <RecordChanges
            className="mt-6"
            def={tourResource}
            labels={tourScreen.labels}
            principal={principal}
            id={tour.id}
          />
        </>
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
