// POST /api/bookings/{id}/rooms/{roomId}/stay/preview: what the drag would cost, before it is asked:
// the same change run and rolled back, answering the total stored now and the one it would store.
import { z } from "zod";
import { previewStayChange, stayChangeOf } from "@/lib/domain/booking/change-stay";
import { stayChangeSchema } from "@/lib/domain/booking/schemas";
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { wireDate, wireDecimal } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary:
      "Preview a move of one of the booking's rooms (as POST {id}/rooms/{roomId}/stay) without saving: {currency, before, after, dateFrom, dateTo}, the totals the pricing engine stores now and after the change; the same 409 when a night is taken.",
    body: stayChangeSchema,
    response: z.object({
      currency: z.string(),
      before: wireDecimal,
      after: wireDecimal,
      dateFrom: wireDate,
      dateTo: wireDate,
    }),
  },
  ({ bookingId, params, body, actor, expectedVersion }) =>
    previewStayChange(stayChangeOf({ bookingId, expectedVersion, bookingRoomId: pathId(params.roomId), body }), actor),
);
