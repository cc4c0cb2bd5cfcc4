// /api/bookings/{id}: the booking with its rooms, beds and guests (ETag: its version).
import { bookingRead, viewFor } from "@/lib/http/booking-route";
import { json } from "@/lib/http/route";

export const GET = bookingRead(
  { summary: "One booking with its rooms or cabins, beds and guests; the ETag header carries its version." },
  async ({ bookingId, principal }) => {
    const view = await viewFor(principal, bookingId);
    return json(view, { headers: { etag: `"${view.version}"` } });
  },
);
