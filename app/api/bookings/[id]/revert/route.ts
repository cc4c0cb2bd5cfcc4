// POST /api/bookings/{id}/revert: undo a cancel, release, expiry or delete.
import { transitionRoute } from "@/lib/http/booking-route";

export const POST = transitionRoute(
  "revert",
  "Undo a cancel, release, expiry or delete: the state before comes back (and takes its rooms, if free).",
);
