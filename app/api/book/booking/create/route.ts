// POST /api/book/booking/create: a guest books online through the booking engine; 201 with where to pay.
import { createOnlineBooking } from "@/lib/domain/online/create-online-booking";
import { onlineBookingSchema } from "@/lib/domain/online/schemas";
import { onlineClientLimits } from "@/lib/domain/online/online-limits";
import { onlineClientOf } from "@/lib/http/client-session";
import { created, route } from "@/lib/http/route";
import { z } from "zod";
import { createdWith } from "@/lib/http/answers";
import { wireDecimal, wireId, wireTimestamp } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Book online (the price request plus contact {firstName, lastName, email, phone?}): 201 {id, bookingNo, state, total, currency, token, payment: {checkout, amount, currency}}; token is the guest's access token to the booking (answered once; the lookup, checkout and payment return need it as ?token=). Add-ons (addons: [{productId, quantity?}]) are booked with the stay: priced as the price request prices them, in the booking's calculation and total. holdId with holdToken takes over a held choice; language, currency and provider are optional. Needs allowCustomerBooking (guests, customers) or allowAgencyBooking (agencies, with commission). 400 naming the field, 409 when no longer available. Idempotency-Key accepted, also from guests (a guest's keys are its own client's).",
    body: onlineBookingSchema,
    idempotent: "guests",
    rateLimit: (principal, client) => onlineClientLimits("create", principal, client),
    response: createdWith(
      z.object({
        id: wireId,
        bookingNo: z.string().nullable(),
        reservationNo: z.string().nullable(),
        state: z.string(),
        optionUntil: wireTimestamp.nullable(),
        total: wireDecimal,
        currency: z.string(),
        payment: z.object({ checkout: z.string(), amount: wireDecimal, currency: z.string() }),
        token: z.string().meta({ description: "the guest's access token to this booking; answered once" }),
      }),
    ),
  },
  async ({ req, body, principal, locale }) =>
    created(await createOnlineBooking(body, principal, locale, undefined, onlineClientOf(req))),
);
