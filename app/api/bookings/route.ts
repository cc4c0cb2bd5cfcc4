// /api/bookings: create a booking (the contract) and list bookings (the booking list).
import { created, route } from "@/lib/http/route";
import { createBooking } from "@/lib/domain/booking/create-booking";
import { createBookingSchema } from "@/lib/domain/booking/schemas";

export const POST = route(
  {
    summary:
      "Create a booking: rooms or cabins (whole, or bedIds of a shared cabin), resort rooms with their own dates, guests. 201 with the booking; 409 naming what is taken. Idempotency-Key accepted.",
    scopes: ["bookings.create", "agencies.self", "customers.self"],
    body: createBookingSchema,
    idempotent: true,
  },
  async ({ body, principal }) => created(await createBooking(body, principal)),
);
