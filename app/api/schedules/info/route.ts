// GET /api/schedules/info: a departure with its cabins, beds and who holds each bed.
import { z } from "zod";
import { scheduleInfo } from "@/lib/domain/tours/schedule-info";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { departureRowAnswer } from "@/lib/domain/tours/answer-schemas";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

const named = z.object({ id: wireId, name: z.string() });

export const GET = route(
  {
    summary:
      "One departure (query id) with its cabins and beds and who holds each bed: {schedule, cabins: [{id, name, deck, " +
      "roomType, heldBack, beds: [{id, name, heldBack, holder: {bookingId, bookingNo, state, guest, customer, background, " +
      "text} | null}]}], totals: {beds, sold, free, heldBack}}.",
    scopes: ["schedules.read", "tours.read", "bookings.read"],
    features: ["vessel"],
    query: z.object({ id: z.string().max(20) }),
    response: z.object({
      schedule: z.object({
        id: wireId,
        from: wireDate,
        to: wireDate,
        status: departureRowAnswer.shape.status,
        note: z.string().nullable(),
        tour: z.object({ id: wireId, name: z.string(), colour: z.string() }),
        vessel: named,
        embarkationPort: named.nullable(),
        disembarkationPort: named.nullable(),
        heldBackBedIds: z.array(wireId),
      }),
      cabins: z.array(
        z.object({
          id: wireId,
          name: z.string(),
          deck: named.nullable(),
          roomType: named,
          allowSharedRoom: z.boolean(),
          allowMixedGender: z.boolean(),
          maxNoOfPax: wireInt,
          heldBack: z.boolean(),
          beds: z.array(
            z.object({
              id: wireId,
              name: z.string().nullable(),
              bedType: z.string().nullable(),
              maxAge: wireInt.nullable(),
              heldBack: z.boolean(),
              holder: z
                .object({
                  bookingId: wireId,
                  bookingNo: z.string(),
                  state: z.string(),
                  guest: z.string().nullable(),
                  customer: z.string().nullable(),
                  background: z.string(),
                  text: z.string(),
                })
                .nullable(),
            }),
          ),
        }),
      ),
      totals: z.object({ beds: wireInt, sold: wireInt, free: wireInt, heldBack: wireInt }),
    }),
  },
  ({ query }) => scheduleInfo(pathId(query.id)),
);
