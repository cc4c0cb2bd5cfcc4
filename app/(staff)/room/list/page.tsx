import { BulkRoomsAction } from "@/components/inventory/bulk-rooms-action";
import { ResourceListPage } from "@/components/resource/resource-list-page";
import { roomScreen } from "@/lib/domain/inventory/room-resources";
import { requireRoute } from "@/lib/page/context";
import type { PageSearchParams } from "@/lib/page/list";

export default async function RoomListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  const principal = await requireRoute("/room/list");
  return (
    <ResourceListPage
      path="/room/list"
      screen={roomScreen}
      searchParams={searchParams}
      rowHref="/room/{id}"
      createHref="/room/create"
    >
      <BulkRoomsAction principal={principal} />
    </ResourceListPage>
  );
}
