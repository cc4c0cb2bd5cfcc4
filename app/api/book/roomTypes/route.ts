// GET /api/book/roomTypes: the room (cabin) types of a resort or vessel that can be booked online.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { roomTypesOf } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Room types of a resort (resortId, optionally dateFrom and dateTo) or cabin types of a vessel (vesselId, optionally scheduleId) that have an active room and a price: for those dates or that departure, else for some night of the coming year or some upcoming departure.",
    query: z
      .object({
        resortId: id().optional(),
        vesselId: id().optional(),
        scheduleId: id().optional(),
        dateFrom: calendarDateField().optional(),
        dateTo: calendarDateField().optional(),
      })
      .refine((q) => q.resortId !== undefined || q.vesselId !== undefined, {
        path: ["resortId"],
        message: "validation.required",
      })
      .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom < q.dateTo, {
        path: ["dateTo"],
        message: "validation.dateToAfterFrom",
      }),
    response: z.array(
      z.object({ id: wireId, name: z.string(), key: z.string(), maxNoOfPax: wireInt, defaultNoOfPax: wireInt }),
    ),
  },
  async ({ query }) => roomTypesOf(query),
);
