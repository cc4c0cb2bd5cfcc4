// GET /api/bookings/{id}/history/{version}: the booking as it was.
import { bookingRead, inLanguage } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { historyVersion } from "@/lib/domain/booking/history";
import { z } from "zod";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireId, wireInt, wireTimestamp } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary: "The booking as it was after version {version}. Staff and agencies only.",
    notForCustomers: true,
    response: z.object({
      version: wireInt,
      action: z.string(),
      userId: wireId.nullable(),
      at: wireTimestamp,
      // as it was stored: a version older than a field of the booking lacks it
      booking: bookingAnswer.partial(),
    }),
  },
  async ({ bookingId, params, locale }) => {
    const v = await historyVersion(bookingId, pathId(params.version));
    // the booking as GET /api/bookings/{id} answers it: line texts in the caller's language
    return { ...v, booking: inLanguage(v.booking, locale) };
  },
);
