import { getTranslations } from "next-intl/server";
import { RoomBlockers } from "@/components/inventory/room-blockers";
import { RecordChanges } from "@/components/resource/record-changes";
import { RoomForm } from "@/components/inventory/room-form";
import { Card, CardHeader, PageTitle } from "@/components/ui/card";
import { roomResource, roomScreen } from "@/lib/domain/inventory/room-resources";
import { requireRoute } from "@/lib/page/context";
import { loadRecord } from "@/lib/page/record";
import { bedTypeOptions, upcomingBlockers } from "@/lib/page/rooms";
import { resolveScreen } from "@/lib/page/screen";

export default async function RoomDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const principal = await requireRoute(`/room/${id}`);
  const room = await loadRecord(roomResource, principal, id);
  const [t, screen, bedTypes, blockers] = await Promise.all([
    getTranslations(),
    resolveScreen(roomScreen, principal, { editing: true }),
    bedTypeOptions(),
    upcomingBlockers(room.id),
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
        <RecordChanges def={roomResource} labels={roomScreen.labels} principal={principal} id={room.id} />
      </div>
    </>
  );
}
