// A booking that is not saved yet, as a client sends it to be priced (the online booking's
// "what will this cost", the wizard's summary): the shape of POST /api/bookings, plus guests
// who are not customers yet (an age is enough) and the products chosen.
import { z } from "zod";
import { currencyCode, date, ids, optional } from "../../../resources/fields";
import { BOOKING_TYPES, CHANNELS, CUSTOMER_TYPES } from "../../pricing/enums";
import { id, optionalId } from "../../pricing/fields";
import { withStayRules } from "../schemas";

const guest = z.union([
  id(),
  z.object({
    customerId: optionalId(),
    age: optional(z.coerce.number().int().min(0).max(120)),
    customerType: optional(z.enum(CUSTOMER_TYPES)),
    variantId: optionalId(),
  }),
]);

export const bookingDraftInput = withStayRules(
  z.object({
    type: z.enum(BOOKING_TYPES),
    resortId: optionalId(),
    scheduleId: optionalId(),
    dateFrom: optional(date()),
    dateTo: optional(date()),
    /** default: today where the property is */
    bookingDate: optional(date()),
    /** default: the operator's default currency */
    currency: optional(currencyCode()),
    channel: z.enum(CHANNELS).default("Booking"),
    customerId: optionalId(),
    agencyId: optionalId(),
    sourceId: optionalId(),
    priceId: optionalId(),
    termsOfPaymentId: optionalId(),
    rooms: z
      .array(
        z.object({
          roomId: id(),
          /** single beds of a shared room; left out: the whole room */
          bedIds: ids().optional(),
          dateFrom: optional(date()),
          dateTo: optional(date()),
          /** persons in the room when guests are not named (default: the guests, else the beds taken) */
          noOfPax: optional(z.coerce.number().int().min(0).max(50)),
          guests: z.array(guest).max(50).default([]),
        }),
      )
      .min(1)
      .max(100),
    products: z
      .array(
        z.object({
          productId: id(),
          quantity: optional(z.coerce.number().min(0).max(100000)),
          customerIds: ids().optional(),
          optional: z.boolean().default(false),
        }),
      )
      .max(100)
      .default([]),
  }),
);

export type BookingDraft = z.output<typeof bookingDraftInput>;
