// GET /api/book/schedules: the departures a guest can book, with their price from and free beds.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { onlineDepartures } from "@/lib/domain/online/lookups";
import { MONTH } from "@/lib/domain/online/search-terms";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { wireDate, wireDecimal, wireId, wireInt } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Departures a guest can book from today on (vesselId, tourId, month YYYY-MM, from, to, pax optional; at most limit, default 100): id, dates, vessel, tour, nights, priceFrom and currency (the lowest price per guest), freeBeds and fewLeft. Departures nothing can be priced for, or without pax free beds, are left out.",
    query: z.object({
      vesselId: id().optional(),
      tourId: id().optional(),
      month: z.string().regex(MONTH, "validation.month").optional(),
      from: calendarDateField().optional(),
      to: calendarDateField().optional(),
      pax: z.coerce.number().int().min(1).max(50).optional(),
      limit: z.coerce.number().int().min(1).max(200).optional(),
    }),
    response: z.array(
      z.object({
        id: wireId,
        dateFrom: wireDate,
        dateTo: wireDate,
        vesselId: wireId,
        vessel: z.string(),
        tourId: wireId,
        tour: z.string(),
        nights: wireInt,
        priceFrom: wireDecimal,
        currency: z.string(),
        freeBeds: wireInt,
        fewLeft: z.boolean(),
      }),
    ),
  },
  async ({ query }) => onlineDepartures(query),
);
