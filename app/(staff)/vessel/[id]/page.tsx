import { getTranslations } from "next-intl/server";
import { RecordEditor } from "@/components/resource/record-editor";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { roomScreen, roomTypeScreen } from "@/lib/domain/inventory/room-resources";
import { deckScreen, vesselResource, vesselScreen } from "@/lib/domain/inventory/vessel-resources";
import { tourScreen } from "@/lib/domain/tours/resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";
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
  // the vessel's own lists: each tab one resource list, fixed to this vessel
  const lists = {
    decks: { screen: deckScreen, omit: ["vesselId"], defaults: { vesselId: vessel.id } },
    cabinTypes: { screen: roomTypeScreen, omit: ["resortId", "vesselId"], defaults: { vesselId: vessel.id } },
    cabins: {
      screen: roomScreen,
      omit: ["resortId", "vesselId"],
      rowHref: "/room/{id}",
      createHref: `/room/create?vesselId=${vessel.id}`,
    },
    tours: { screen: tourScreen, omit: ["vesselId"], rowHref: "/tour/{id}", createHref: "/tour/create" },
  };
  const list = tab === "details" ? undefined : lists[tab];
  return (
    <>
      <PageTitle>{String(vessel.name)}</PageTitle>
      <TabLinks base={path} active={tab} tabs={TABS.map((key) => ({ key, label: t(`vessels.tabs.${key}`) }))} />
      {tab === "details" && (
        <RecordEditor screen={vesselScreen} principal={principal} record={vessel} afterDelete="/vessel/list" />
      )}
      {list && (
        <ResourceListPage
          path={path}
          embedded
          title={t(`vessels.tabs.${tab}`)}
          searchParams={searchParams}
          fixed={own}
          {...list}
        >
          {tab === "cabins" && <BulkRoomsAction principal={principal} owner={`vessel:${vessel.id}`} />}
        </ResourceListPage>
      )}
    </>
  );
}
