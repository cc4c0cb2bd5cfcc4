// GET /api/book/no/{bookingNo}: a booking as its guest sees it on the confirmation page.
import { z } from "zod";
import { bookingByNumber } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { text } from "@/lib/validation/validators";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireDate, wireDecimal, wireId, wireInt, wireTimestamp } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "A booking by its number for the guest's confirmation page: dates, asset, rooms, total, paid (no personal data). Needs ?token= (the access token create answered) unless the caller's booking scope covers it; 404 otherwise.",
    params: z.object({ bookingNo: z.string().trim().min(1).max(40) }),
    query: z.object({ token: optional(text({ max: 512 })) }),
    response: z.object({
      id: wireId,
      bookingNo: z.string().nullable(),
      reservationNo: z.string().nullable(),
      /** the number the booking goes by (booking, else reservation, else offer number) */
      number: z.string(),
      /** the number it went by before (an offer's or reservation's), when it has a later one */
      earlierNumber: z.string().nullable(),
      optionUntil: wireTimestamp.nullable(),
      timeZone: z.string(),
      state: bookingAnswer.shape.state,
      type: bookingAnswer.shape.type,
      dateFrom: wireDate,
      dateTo: wireDate,
      noOfPax: wireInt,
      total: wireDecimal,
      currency: z.string(),
      paid: z.boolean(),
      language: z.string(),
      asset: z.string().nullable(),
      tour: z.string().nullable(),
      rooms: z.array(z.object({ room: z.string(), roomType: z.string(), noOfPax: wireInt })),
    }),
  },
  async ({ params, query, principal }) => bookingByNumber(params.bookingNo, query.token, principal),
);
