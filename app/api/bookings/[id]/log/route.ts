// GET /api/bookings/{id}/log: what happened, in order.
import { bookingRead } from "@/lib/http/booking-route";
import { bookingLog } from "@/lib/domain/booking/history";
import { z } from "zod";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireInt, wireTimestamp } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary:
      "The booking's activity log, oldest first: version, when, who, action, state change, fields touched. Staff and agencies only.",
    notForCustomers: true,
    response: z.array(
      z.object({
        version: wireInt,
        at: wireTimestamp,
        action: z.string(),
        user: z.string().nullable(),
        state: z.object({ from: bookingAnswer.shape.state.nullable(), to: bookingAnswer.shape.state }).nullable(),
        fields: z.array(z.string()),
      }),
    ),
  },
  ({ bookingId }) => bookingLog(bookingId),
);
