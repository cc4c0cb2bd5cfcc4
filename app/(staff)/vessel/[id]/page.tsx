import { getTranslations } from "next-intl/server";
import { ResourceForm } from "@/components/form/resource-form";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { Card, PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { roomScreen, roomTypeScreen } from "@/lib/domain/inventory/room-resources";
import { deckScreen, vesselResource, vesselScreen } from "@/lib/domain/inventory/vessel-resources";
import { tourScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";
import { resolveScreen } from "@/lib/page/screen";
import { can } from "@/lib/resources/engine";
import { RecordChanges } from "@/components/resource/record-changes";
import { BulkRoomsAction } from "@/components/inventory/bulk-rooms-action";

const TABS = ["details", "decks", "cabinTypes", "cabins", "tours"] as const;

export default async function VesselDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { id } = await params;
  const path = `/vessel/${id}`;
  const principal = await requireRoute(path);
  const vessel = await loadRecord(vesselResource, principal, id);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  const own = { filter: { vesselId: String(vessel.id) } };
  return (
    <>
      <PageTitle>{String(vessel.name)}</PageTitle>
      <TabLinks base={path} active={tab} tabs={TABS.map((key) => ({ key, label: t(`vessels.tabs.${key}`) }))} />
      {tab === "details" && (
        <>
          <Card className="p-6">
            <ResourceForm
              resource="vessel"
              id={vessel.id}
              initial={vessel}
              fields={(await resolveScreen(vesselScreen, principal, { editing: true })).fields}
              afterDelete="/vessel/list"
              deletable={!!can(vesselResource, principal, "delete")}
              copyable={!!can(vesselResource, principal, "create")}
            />
          </Card>
          <RecordChanges
            className="mt-6"
            def={vesselResource}
            labels={vesselScreen.labels}
            principal={principal}
            id={vessel.id}
          />
        </>
      )}
      {tab === "decks" && (
        <ResourceListPage
          path={path}
          embedded
          title={t("vessels.tabs.decks")}
          screen={deckScreen}
          searchParams={searchParams}
          fixed={own}
          omit={["vesselId"]}
          defaults={{ vesselId: vessel.id }}
        />
      )}
      {tab === "cabinTypes" && (
        <ResourceListPage
          path={path}
          embedded
          title={t("vessels.tabs.cabinTypes")}
          screen={roomTypeScreen}
          searchParams={searchParams}
          fixed={own}
          omit={["resortId", "vesselId"]}
          defaults={{ vesselId: vessel.id }}
        />
      )}
      {tab === "cabins" && (
        <ResourceListPage
          path={path}
          embedded
          title={t("vessels.tabs.cabins")}
          screen={roomScreen}
          searchParams={searchParams}
          fixed={own}
          omit={["resortId", "vesselId"]}
          rowHref="/room/{id}"
          createHref={`/room/create?vesselId=${vessel.id}`}
        >
          <BulkRoomsAction principal={principal} owner={`vessel:${vessel.id}`} />
        </ResourceListPage>
      )}
      {tab === "tours" && (
        <ResourceListPage
          path={path}
          embedded
          title={t("vessels.tabs.tours")}
          screen={tourScreen}
          searchParams={searchParams}
          fixed={own}
          omit={["vesselId"]}
          rowHref="/tour/{id}"
          createHref="/tour/create"
        />
      )}
    </>
  );
}
