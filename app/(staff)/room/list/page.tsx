import { ResourceListPage } from "@/components/resource/resource-list-page";
import { roomScreen } from "@/lib/domain/inventory/room-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function RoomListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return (
    <ResourceListPage
      path="/room/list"
      screen={roomScreen}
      searchParams={searchParams}
      rowHref="/room/{id}"
      createHref="/room/create"
    />
  );
}
