// GET /api/bookings/{id}/history/{version}: the booking as it was.
import { bookingRead } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { historyVersion } from "@/lib/domain/booking/history";

export const GET = bookingRead({ summary: "The booking as it was after version {version}." }, ({ bookingId, params }) =>
  historyVersion(bookingId, pathId(params.version)),
);
