// POST /api/bookings/{id}/splitByCustomer: one booking per customer.
import { bookingWrite } from "@/lib/http/booking-route";
import { splitBookingByCustomer } from "@/lib/domain/booking/split-booking";
import { emptyActionSchema } from "@/lib/domain/booking/schemas";
import { z } from "zod";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireId } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary: "Split into one booking per customer (answers this booking, now splitted, with its parts).",
    body: emptyActionSchema,
    response: bookingAnswer.extend({
      parts: z.array(z.object({ id: wireId, customerId: wireId, state: bookingAnswer.shape.state })),
    }),
  },
  ({ bookingId, actor, expectedVersion }) => splitBookingByCustomer({ bookingId, expectedVersion }, actor),
);
