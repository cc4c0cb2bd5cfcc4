// GET /api/rooms/available/{id}: what is free in a resort (dates) or on a departure.
import { z } from "zod";
import { availability } from "@/lib/domain/booking/availability";
import { pathId, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { availabilityAnswer, compactAvailabilityAnswer } from "@/lib/domain/booking/answer-schemas";
import { packAvailability } from "@/lib/domain/booking/availability-wire";

const query = z.object({
  type: z.enum(["resort", "vessel", "schedule"]).optional().meta({
    description:
      "resort: {id} is a resort (dateFrom, dateTo needed); vessel: {id} is a vessel (scheduleId, or dateFrom and dateTo); schedule: {id} is a departure. Default: vessel with scheduleId, else resort.",
  }),
  dateFrom: calendarDateField().optional().meta({ description: "first night, YYYY-MM-DD" }),
  dateTo: calendarDateField().optional().meta({ description: "departure day (exclusive), YYYY-MM-DD" }),
  scheduleId: queryId().meta({ description: "the departure (type vessel)" }),
  roomTypeId: queryId().meta({ description: "only rooms of this type" }),
  pax: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .optional()
    .meta({ description: "only rooms (or shared cabins' free beds) for at least this many guests" }),
  onlyFree: z.enum(["true", "false"]).optional().meta({ description: "true: leave out rooms with nothing free" }),
  compact: z
    .enum(["true", "false"])
    .optional()
    .meta({
      description:
        "true: each room type and deck named once (roomTypes, decks) and each room as one row of values " +
        "[id, name, kind, roomTypeId, deckId, allowSharedRoom, allowMixedGender, maxNoOfPax, available, " +
        "blocked ([type, from, to] or null), freeBedIds, genders, beds ([id, internalId, free])]",
    }),
});

export const GET = route(
  {
    summary:
      "Free rooms, cabins and beds: per room whether it can be had whole (available), its free beds (freeBedIds), the genders sharing it and any blocker; bookings holding rooms and blockers count as taken, options past their end as free.",
    scopes: ["bookings.read", "bookings.create", "agencies.self", "customers.self"],
    params: z.object({ id: z.string().max(12) }),
    query,
    response: z.union([availabilityAnswer, compactAvailabilityAnswer]),
  },
  async ({ params, query: { compact, ...query } }) => {
    const answer = await availability(pathId(params.id), {
      ...query,
      type: query.type ?? (query.scheduleId ? "vessel" : "resort"),
      onlyFree: query.onlyFree === "true",
    });
    return compact === "true" ? packAvailability(answer) : answer;
  },
);
