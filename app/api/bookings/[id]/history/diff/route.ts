// GET /api/bookings/{id}/history/diff: field-by-field differences between two versions.
import { z } from "zod";
import { bookingRead } from "@/lib/http/booking-route";
import { historyDiff } from "@/lib/domain/booking/history";
import { wireInt, wireJson } from "@/lib/validation/wire";

const query = z.object({
  from: z.coerce.number().int().min(0).max(1_000_000).optional(),
  to: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export const GET = bookingRead(
  {
    summary:
      "Differences between versions from and to (default: the latest and the one before): {from, to, changes: [{field, from, to}]}. Staff and agencies only.",
    query,
    // the history's contents (who changed what), as history and history/{version}
    notForCustomers: true,
    response: z.object({
      from: wireInt,
      to: wireInt,
      changes: z.array(z.object({ field: z.string(), from: wireJson, to: wireJson })),
    }),
  },
  ({ bookingId, query }) => historyDiff(bookingId, query),
);
