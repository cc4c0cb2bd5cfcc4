// GET /api/book/schedules: the departures a guest can book.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { onlineDepartures } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";

export const GET = route(
  {
    summary: "Active departures from today on (vesselId, from, to optional): id, dates, vessel, tour, nights.",
    query: z.object({
      vesselId: id().optional(),
      from: calendarDateField().optional(),
      to: calendarDateField().optional(),
    }),
  },
  async ({ query }) => onlineDepartures(query),
);
