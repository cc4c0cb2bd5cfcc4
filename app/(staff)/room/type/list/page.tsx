import { ResourceListPage } from "@/components/resource/resource-list-page";
import { roomTypeScreen } from "@/lib/domain/inventory/room-resources";
import type { PageSearchParams } from "@/lib/page/list";

export default function RoomTypeListPage({ searchParams }: { searchParams: Promise<PageSearchParams> }) {
  return <ResourceListPage path="/room/type/list" screen={roomTypeScreen} searchParams={searchParams} />;
}
