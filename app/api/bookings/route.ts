// /api/bookings: list bookings (the booking list) and create one (the contract).
import { bookingScope } from "@/lib/domain/booking/access";
import { createBooking } from "@/lib/domain/booking/create-booking";
import { listBookings } from "@/lib/domain/booking/list-bookings";
import { createBookingSchema } from "@/lib/domain/booking/schemas";
import { BOOKING_READ_SCOPES, inLanguage } from "@/lib/http/booking-route";
import { created, route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";
import { bookingAnswer, bookingListRowAnswer } from "@/lib/domain/booking/view-schema";
import { createdWith } from "@/lib/http/answers";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Bookings, paged ({data, total, page, size}): page, size, sort (dateFrom, dateTo, bookingNo, state, createdAt, total, id; none: stays not ended by arrival, then past ones latest first), order, search (number or guest), filter[state] (comma list, or notResolved), filter[dateFrom]/filter[dateTo] (stays overlapping), filter[type], filter[asset]=resort:1|vessel:2, filter[resortId|vesselId|scheduleId|tourId|agencyId|sourceId|categoryId|customerId], filter[hidden]=true (deleted bookings and online holds too; left out otherwise).",
    scopes: BOOKING_READ_SCOPES,
    response: wirePage(bookingListRowAnswer),
  },
  async ({ req, principal }) =>
    listBookings(await bookingScope(principal, "read"), readListQuery(req.nextUrl.searchParams), {
      showCustomers: principal.user?.settings.showCustomersInBookingList !== false,
    }),
);

export const POST = route(
  {
    summary:
      "Create a booking: rooms or cabins (whole, or bedIds of a shared cabin), resort rooms with their own dates, guests. 201 with the booking; 409 naming what is taken. Idempotency-Key accepted.",
    scopes: ["bookings.create", "agencies.self", "customers.self"],
    body: createBookingSchema,
    idempotent: true,
    response: createdWith(bookingAnswer),
  },
  async ({ body, principal, locale }) => created(inLanguage(await createBooking(body, principal), locale)),
);
