// GET /api/book/no/{bookingNo}: a booking as its guest sees it on the confirmation page.
import { z } from "zod";
import { bookingByNumber } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "A booking by its number for the guest's confirmation page: dates, asset, rooms, total, paid (no personal data).",
    params: z.object({ bookingNo: z.string().trim().min(1).max(40) }),
  },
  async ({ params }) => bookingByNumber(params.bookingNo),
);
