import { getTranslations } from "next-intl/server";
import { RecordEditor } from "@/components/resource/record-editor";
import { embeddedLists } from "@/components/resource/resource-list-page";
import { PageTitle } from "@/components/ui/card";
import { TabLinks } from "@/components/ui/tabs";
import { resortResource, resortScreen, stayRuleScreen } from "@/lib/domain/inventory/resort-resources";
import { roomScreen, roomTypeScreen } from "@/lib/domain/inventory/room-resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";
import { loadRecord } from "@/lib/page/record";
import { BulkRoomsAction } from "@/components/inventory/bulk-rooms-action";

const TABS = ["details", "roomTypes", "rooms", "stayRules"] as const;

export default async function ResortDetailPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<PageSearchParams>;
}) {
  const { id } = await params;
  const path = `/resort/${id}`;
  const principal = await requireRoute(path);
  const resort = await loadRecord(resortResource, principal, id);
  const [t, sp] = await Promise.all([getTranslations(), searchParams]);
  const tab = TABS.find((k) => k === sp.tab) ?? TABS[0];
  const own = { filter: { resortId: String(resort.id) } };
  const tabList = embeddedLists({ path, searchParams, fixed: own });
  return (
    <>
      <PageTitle>{String(resort.name)}</PageTitle>
      <TabLinks base={path} active={tab} tabs={TABS.map((key) => ({ key, label: t(`resorts.tabs.${key}`) }))} />
      {tab === "details" && (
        <RecordEditor screen={resortScreen} principal={principal} record={resort} afterDelete="/resort/list" />
      )}
      {tab === "roomTypes" &&
        tabList(t("resorts.tabs.roomTypes"), roomTypeScreen, {
          omit: ["resortId", "vesselId"],
          defaults: { resortId: resort.id },
        })}
      {tab === "rooms" &&
        tabList(t("resorts.tabs.rooms"), roomScreen, {
          omit: ["resortId", "vesselId", "deckId"],
          rowHref: "/room/{id}",
          createHref: `/room/create?resortId=${resort.id}`,
          children: <BulkRoomsAction principal={principal} owner={`resort:${resort.id}`} />,
        })}
      {tab === "stayRules" &&
        tabList(t("resorts.tabs.stayRules"), stayRuleScreen, { omit: ["resortId"], defaults: { resortId: resort.id } })}
    </>
  );
}
