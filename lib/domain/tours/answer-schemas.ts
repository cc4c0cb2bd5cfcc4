// What the departure lists answer (departures.ts, bookable.ts), as zod schemas: a departure with
// its beds, what is sold and free, and its colours. Declared by GET /api/tours/date/{from}/{to} and
// GET /api/schedules/booking.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { wireDate, wireId, wireInt, wireTimestamp } from "../../validation/wire";

/** A departure as the departure lists show it. */
export const departureRowAnswer = z.object({
  id: wireId,
  from: wireDate,
  to: wireDate,
  nights: wireInt,
  status: z.enum(WIRE_ENUMS.ScheduleStatus as [string, ...string[]]),
  note: z.string().nullable(),
  tour: z.object({ id: wireId, name: z.string(), code: z.string() }),
  vessel: z.object({ id: wireId, name: z.string() }),
  embarkationPort: z.string().nullable(),
  disembarkationPort: z.string().nullable(),
  beds: wireInt,
  sold: wireInt,
  free: wireInt,
  pax: wireInt,
  bookings: wireInt,
  colour: z.string(),
  textColour: z.enum(["#ffffff", "#000000"]),
  updatedAt: wireTimestamp,
});
