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
import { availableRoomAnswer } from "@/lib/domain/booking/answer-schemas";
import { bookingAnswer, genderAnswer } from "@/lib/domain/booking/view-schema";
import { wireDate, wireId } from "@/lib/validation/wire";

const params = z.object({ id: z.string().max(12) });

export const GET = route(
  {
    summary:
      "A departure's cabins: free beds, the genders sharing each, and the guests of holding bookings with their booking room.",
    scopes: ["bookings.update"],
    params,
    response: z.object({
      scheduleId: wireId,
      dateFrom: wireDate,
      dateTo: wireDate,
      cabins: z.array(
        availableRoomAnswer.extend({
          guests: z.array(
            z.object({
              bookingId: wireId,
              bookingNo: z.string().nullable(),
              state: bookingAnswer.shape.state,
              bookingRoomId: wireId,
              bedIds: z.array(wireId),
              customerId: wireId,
              name: z.string(),
              gender: genderAnswer,
            }),
          ),
        }),
      ),
    }),
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
    response: bookingAnswer,
  },
  async ({ params, body, principal, req, locale }) => {
    await assertBookingOnSchedule(body.bookingId, pathId(params.id));
    const expectedVersion = expectedVersionOf(req.headers.get("if-match"), body);
    return inLanguage(await moveGuest({ ...body, expectedVersion }, principal), locale);
  },
);
