// GET /api/rooms/housekeeping: the housekeeper's list (lib/domain/booking/housekeeping-list.ts).
import { z } from "zod";
import { housekeepingList, housekeepingQuery } from "@/lib/domain/booking/housekeeping-list";
import { HOUSEKEEPING_STATUSES, HOUSEKEEPING_TASKS } from "@/lib/domain/inventory/room-status";
import { ROOM_STATUS_READ_SCOPES } from "@/lib/domain/inventory/set-room-status";
import { route } from "@/lib/http/route";
import { wireDate, wireId, wireInt, wirePage } from "@/lib/validation/wire";

const visit = z
  .object({ bookingId: wireId, number: z.string(), pax: wireInt, checkedIn: z.boolean(), checkedOut: z.boolean() })
  .nullable();

export const GET = route(
  {
    summary:
      "The active rooms and cabins with their housekeeping status, paged ({data, total, page, size}), dirty first: " +
      "status, note, who changed it when, and today (where the room is) its departure, arrival and stay-over " +
      "(booking number, guests, checked in or out) and the task that follows (cleanForArrival, clean, " +
      "inspectForArrival, inspect, none). Filters: resortId, vesselId, status (one or a comma list).",
    scopes: ROOM_STATUS_READ_SCOPES,
    features: ["resort", "vessel"],
    query: housekeepingQuery,
    response: wirePage(
      z.object({
        id: wireId,
        name: z.string(),
        kind: z.enum(["Room", "Cabin"]),
        roomType: z.string(),
        asset: z.object({ type: z.enum(["resort", "vessel"]), id: wireInt, name: z.string() }),
        today: wireDate,
        status: z.enum(HOUSEKEEPING_STATUSES),
        note: z.string().nullable(),
        changedAt: z.string().nullable(),
        changedBy: z.string().nullable(),
        departure: visit,
        arrival: visit,
        stayover: visit,
        task: z.enum(HOUSEKEEPING_TASKS),
      }),
    ),
  },
  ({ query, principal }) => housekeepingList(query, principal),
);
