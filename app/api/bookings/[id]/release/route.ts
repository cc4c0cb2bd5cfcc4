// POST /api/bookings/{id}/release: give back an offer's or option's rooms, with a reason.
import { transitionRoute } from "@/lib/http/booking-route";
import { releaseSchema } from "@/lib/domain/booking/schemas";

export const POST = transitionRoute(
  "release",
  "Release an offer or option (state freed) with a reason; its rooms and beds go back to sale.",
  releaseSchema,
);
