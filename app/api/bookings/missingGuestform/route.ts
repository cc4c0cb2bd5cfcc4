// GET /api/bookings/missingGuestform: bookings (by arrival) whose guest forms are not all complete.
import { z } from "zod";
import { bookingsMissingGuestForms, guestFormListQuery } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { wireDate, wireId, wireInt, wirePage } from "@/lib/validation/wire";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary:
      "Bookings of a range (the guest form list's filters) that still lack guest forms (missing or started), with how many of their forms are open; page and size.",
    scopes: GUEST_FORM_READERS,
    query: guestFormListQuery,
    response: wirePage(
      z.object({
        id: wireId,
        booking: z.string(),
        dateFrom: wireDate,
        dateTo: wireDate,
        customer: z.string().nullable(),
        forms: wireInt,
        open: wireInt,
      }),
    ),
  },
  ({ query, principal }) => bookingsMissingGuestForms(principal, query),
);
