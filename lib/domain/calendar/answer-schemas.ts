// What the calendars answer about an entry's colour (colours.ts entryColour), as a zod schema:
// declared by GET /api/bookings/events and /api/rooms/occupancy for each of their entries.
import { z } from "zod";
import { CALENDAR_ENTRY_TYPES } from "./colours";

/** An entry's colours and the calendar rule that chose them (spec part 2, section 4). */
export const entryColourAnswer = z.object({
  background: z.string().meta({ description: "#rrggbb" }),
  text: z.enum(["#ffffff", "#000000"]),
  rule: z.number().int().min(1).max(10),
  entryType: z.enum(CALENDAR_ENTRY_TYPES).nullable(),
});
