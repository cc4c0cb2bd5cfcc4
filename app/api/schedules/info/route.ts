import { z } from "zod";
import { scheduleInfo } from "@/lib/domain/tours/schedule-info";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "One departure (query id) with its cabins and beds and who holds each bed: {schedule, cabins: [{id, name, deck, " +
      "roomType, heldBack, beds: [{id, name, heldBack, holder: {bookingId, bookingNo, state, guest, customer, background, " +
      "text} | null}]}], totals: {beds, sold, free, heldBack}}.",
    scopes: ["schedules.read", "tours.read", "bookings.read"],
    features: ["vessel"],
    query: z.object({ id: z.string().max(20) }),
  },
  ({ query }) => scheduleInfo(pathId(query.id)),
);
