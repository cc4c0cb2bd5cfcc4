// GET /api/bookings/etag/{id}: the booking's version, for optimistic concurrency.
import { bookingVersion } from "@/lib/domain/booking/booking-queries";
import { bookingRead } from "@/lib/http/booking-route";
import { json } from "@/lib/http/route";
import { z } from "zod";
import { wireId, wireInt, wireTimestamp } from "@/lib/validation/wire";

export const GET = bookingRead(
  {
    summary:
      'The booking\'s version ({id, version, etag, updatedAt}). Send it back as If-Match: "<version>" (or version in the body) with a write: an older one answers 409.',
    response: z.object({ id: wireId, version: wireInt, etag: z.string(), updatedAt: wireTimestamp }),
  },
  async ({ bookingId }) => {
    const b = await bookingVersion(bookingId);
    const etag = `"${b.version}"`;
    return json({ id: b.id, version: b.version, etag, updatedAt: b.updatedAt.toISOString() }, { headers: { etag } });
  },
);
