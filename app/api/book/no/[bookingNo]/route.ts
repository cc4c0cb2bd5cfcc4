// GET /api/book/no/{bookingNo}: a booking as its guest sees it on the confirmation page.
import { z } from "zod";
import { bookingByNumber } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { text } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "A booking by its number for the guest's confirmation page: dates, asset, rooms, total, paid (no personal data). Needs ?token= (the access token create answered) unless the caller's booking scope covers it; 404 otherwise.",
    params: z.object({ bookingNo: z.string().trim().min(1).max(40) }),
    query: z.object({ token: optional(text({ max: 512 })) }),
  },
  async ({ params, query, principal }) => bookingByNumber(params.bookingNo, query.token, principal),
);
