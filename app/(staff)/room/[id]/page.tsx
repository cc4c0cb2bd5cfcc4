import { getTranslations } from "next-intl/server";
import { RoomBlockers } from "@/components/inventory/room-blockers";
import { ChangesPanel } from "@/components/resource/changes-panel";
import { RoomForm } from "@/components/inventory/room-form";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { roomResource, roomScreen } from "@/lib/domain/inventory/room-resources";
import { loadChanges } from "@/lib/page/changes";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { bedTypeOptions, upcomingBlockers } from "@/lib/page/rooms";
import { resolveScreen } from "@/lib/page/screen";

export default async function RoomDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const principal = await requireRoute(`/room/${id}`);
  const room = await loadRecord(roomResource, principal, id);
  const [t, screen, bedTypes, blockers, changes] = await Promise.all([
    getTranslations(),
    resolveScreen(roomScreen, principal, { editing: true }),
    bedTypeOptions(),
    upcomingBlockers(room.id),
    loadChanges(roomResource, principal, room.id),
  ]);
  return (
    <>
      <PageTitle>
        {t(room.kind === "Cabin" ? "rooms.cabin" : "rooms.room")} {String(room.name)}
      </PageTitle>
      <div className="space-y-6">
        <Card className="p-6">
          <RoomForm fields={screen.fields} initial={room} id={room.id} bedTypes={bedTypes} />
        </Card>
        <Card>
          <CardHeader title={t("blockers.title")} />
          <div className="p-4">
            <RoomBlockers roomId={room.id} blockers={blockers} />
          </div>
        </Card>
        {/* keyed by the count: a save's refresh starts it again at the newest page */}
        {changes && (
          <ChangesPanel
            key={changes.total}
            resource={roomResource.name}
            id={room.id}
            labels={roomScreen.labels}
            initial={changes}
          />
        )}
      </div>
    </>
  );
}
