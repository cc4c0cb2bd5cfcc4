// GET /api/bookings/{id}/history: every version of the booking.
import { bookingRead } from "@/lib/http/booking-route";
import { listHistory } from "@/lib/domain/booking/history";
import { z } from "zod";
import { wireId, wireInt, wireJson, wireTimestamp } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary: "The booking's versions, newest first: who, when, action and the field changes. Staff and agencies only.",
    notForCustomers: true,
    response: z.array(
      z.object({
        version: wireInt,
        action: z.string(),
        userId: wireId.nullable(),
        user: z.string().nullable(),
        at: wireTimestamp,
        changes: z.record(z.string(), z.object({ from: wireJson, to: wireJson })).nullable(),
      }),
    ),
  },
  ({ bookingId }) => listHistory(bookingId),
);
