// "Add rooms of a type" above a list of rooms or cabins: offered to users who may create rooms,
// with the room types of the page's resort or vessel (`owner`), or of all on the room list.
import { roomResource } from "@/lib/domain/inventory/room-resources";
import type { Principal } from "@/lib/auth/principal";
import { bulkRoomOptions } from "@/lib/page/rooms";
import { can } from "@/lib/resources/engine";
import { BulkRooms } from "./bulk-rooms";

export async function BulkRoomsAction({ principal, owner }: { principal: Principal; owner?: string }) {
  if (!can(roomResource, principal, "create")) return null;
  const options = await bulkRoomOptions();
  return (
    <div className="mb-3 flex justify-end">
      <BulkRooms {...options} owner={owner} />
    </div>
  );
}
