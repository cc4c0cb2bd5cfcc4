// GET /api/guestform/rooms?bookingId=: a booking's rooms (cabins) with their guests' form status.
import { z } from "zod";
import { guestFormStatusAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";
import { guestFormRooms } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "A booking's rooms or cabins, each with its guests and their guest form (id, status); the form of the booking when it has one for all guests (MULTI_GF).",
    scopes: GUEST_FORM_READERS,
    query: z.object({ bookingId: id() }),
    response: z.array(
      z.object({
        bookingRoomId: wireId,
        room: z.string(),
        guests: z.array(
          z.object({ customerId: wireId, name: z.string(), formId: wireId.nullable(), status: guestFormStatusAnswer }),
        ),
      }),
    ),
  },
  ({ query, principal }) => guestFormRooms(principal, query.bookingId),
);
