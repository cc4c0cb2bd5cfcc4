// GET /api/schedules/customers?id=: the guest list of a departure.
import { z } from "zod";
import { departureGuests } from "@/lib/domain/inventory/print-lists";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The guests of a departure (query id), one row per guest and bed: [{name, gender, birthday, nationality, " +
      "passportNationality, country, email, phone, room, deck, roomType, bed, bookingNo, agency}].",
    scopes: ["schedules.read", "bookings.read", "customers.read"],
    features: ["vessel"],
    query: z.object({ id: z.string().max(20) }),
    response: z.array(
      z
        .record(z.string(), z.union([z.string(), z.number(), z.null()]))
        .meta({ description: "a guest of the departure: the guest list's columns (name, cabin, bed, booking ...)" }),
    ),
  },
  async ({ query }) => departureGuests(pathId(query.id)),
);
