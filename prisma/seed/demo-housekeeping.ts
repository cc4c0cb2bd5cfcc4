// The demo rooms' housekeeping status, set through the use case the API calls (set-room-status.ts)
// by the front desk: besides the rooms the demo's check-outs left dirty, a few dirty ones (one with
// a note), one cleaned, one inspected and a suite out of service.
import { usingClient, type PrismaClient } from "../../lib/core/db";
import { setRoomStatus } from "../../lib/domain/inventory/set-room-status";
import type { HousekeepingStatus } from "../../lib/domain/inventory/room-status";
import { principal } from "./demo-bookings";

const STEPS: [room: string, status: HousekeepingStatus, note?: string][] = [
  ["102", "dirty"],
  ["103", "dirty", "Late check-out: change all linen"],
  ["104", "dirty"],
  ["104", "clean"],
  ["105", "clean"],
  ["105", "inspected"],
  ["304", "outOfService", "Air conditioning repair"],
];

export async function seedDemoHousekeeping(prisma: PrismaClient, c: { resortId: number; staffUserId: number }) {
  return usingClient(prisma, async () => {
    const staff = await principal(prisma, c.staffUserId);
    const rooms = await prisma.room.findMany({ where: { resortId: c.resortId }, select: { id: true, name: true } });
    const idOf = new Map(rooms.map((r) => [r.name, r.id]));
    for (const [room, status, note] of STEPS) await setRoomStatus({ id: idOf.get(room)!, status, note }, staff);
    const dirty = await prisma.room.count({ where: { housekeepingStatus: "dirty" } });
    return `housekeeping: ${dirty} dirty rooms, 1 out of service`;
  });
}
