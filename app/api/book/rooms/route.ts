// GET /api/book/rooms: free rooms of a resort for dates, or free cabins and beds of a departure.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { freeRooms } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Free rooms: resortId with dateFrom and dateTo, or scheduleId (a departure's cabins and single beds); pax and roomTypeId narrow it.",
    query: z
      .object({
        resortId: id().optional(),
        scheduleId: id().optional(),
        dateFrom: calendarDateField().optional(),
        dateTo: calendarDateField().optional(),
        pax: z.coerce.number().int().min(1).max(50).optional(),
        roomTypeId: id().optional(),
      })
      .refine((q) => q.resortId !== undefined || q.scheduleId !== undefined, {
        path: ["resortId"],
        message: "validation.required",
      }),
    response: z.object({
      dateFrom: wireDate,
      dateTo: wireDate,
      nights: wireInt,
      rooms: z.array(
        z.object({
          id: wireId,
          name: z.string(),
          roomTypeId: wireId,
          roomType: z.string(),
          deck: z.string().nullable(),
          maxNoOfPax: wireInt,
          available: z.boolean(),
          shared: z.boolean(),
          freeBeds: wireInt,
          freeBedIds: z.array(wireId),
        }),
      ),
    }),
  },
  async ({ query }) => freeRooms(query),
);
