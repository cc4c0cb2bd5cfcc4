// /api/schedules/movecabin/{id}: a departure's cabins with their guests (GET) and moving one guest
// to another cabin or bed of the same departure (POST).
import { z } from "zod";
import { expectedVersionOf } from "@/lib/domain/booking/lock-booking";
import { moveGuest } from "@/lib/domain/booking/move-guest";
import { assertBookingOnSchedule, scheduleCabins } from "@/lib/domain/booking/schedule-cabins";
import { moveGuestSchema } from "@/lib/domain/booking/schemas";
import { inLanguage } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

const params = z.object({ id: z.string().max(12) });

export const GET = route(
  {
    summary:
      "A departure's cabins: free beds, the genders sharing each, and the guests of holding bookings with their booking room.",
    scopes: ["bookings.update"],
    params,
  },
  ({ params }) => scheduleCabins(pathId(params.id)),
);

export const POST = route(
  {
    summary:
      "Move one guest ({bookingId, customerId, fromBookingRoomId}) of this departure to another cabin ({roomId}, optional bedId); 409 when it is taken or the gender rule forbids it.",
    scopes: ["bookings.update"],
    params,
    body: moveGuestSchema,
    idempotent: true,
  },
  async ({ params, body, principal, req, locale }) => {
    await assertBookingOnSchedule(body.bookingId, pathId(params.id));
    const expectedVersion = expectedVersionOf(req.headers.get("if-match"), body);
    return inLanguage(await moveGuest({ ...body, expectedVersion }, principal), locale);
  },
);
