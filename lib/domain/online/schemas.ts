// What the public booking endpoints accept (POST /api/book/booking/price and /create): the issue's
// contract, used by our own /book pages and by outside sites. Guests are names, not customers yet;
// a room is a room type (any free room of it), a room, or some beds of a shared cabin.
import { z } from "zod";
import { LOCALES } from "../../i18n/locale";
import { currencyCode, optional } from "../../resources/fields";
import { calendarDateField, email, text } from "../../validation/validators";
import { id } from "../booking/schemas";

export const onlineGuest = z.object({
  firstName: text({ min: 1, max: 80 }),
  lastName: text({ min: 1, max: 80 }),
  email: optional(email()),
  birthday: optional(calendarDateField()),
  gender: optional(z.enum(["m", "f", "u"], { error: "validation.gender" })),
});

export const onlineRoom = z
  .object({
    roomTypeId: id().optional(),
    roomId: id().optional(),
    /** single beds of a shared cabin: how many, or which (bed ids); left out: the whole room */
    beds: z.union([z.coerce.number().int().min(1, "validation.beds").max(50), z.array(id()).min(1).max(50)]).optional(),
    guests: z.array(onlineGuest).min(1, "validation.guestsRequired").max(50),
  })
  .refine((r) => r.roomTypeId !== undefined || r.roomId !== undefined, {
    path: ["roomTypeId"],
    message: "validation.roomOrType",
  });

export const onlineBookingSchema = z.object({
  type: z.enum(["vessel", "resort"], { error: "validation.bookingType" }),
  scheduleId: id().optional(),
  resortId: id().optional(),
  dateFrom: calendarDateField().optional(),
  dateTo: calendarDateField().optional(),
  rooms: z.array(onlineRoom).min(1).max(20),
  contact: z.object({
    firstName: text({ min: 1, max: 80 }),
    lastName: text({ min: 1, max: 80 }),
    email: email(),
    phone: optional(text({ max: 40 })),
  }),
  addons: z
    .array(
      z.object({
        productId: id(),
        quantity: optional(z.coerce.number().int().min(1).max(1000)),
      }),
    )
    .max(50)
    .default([]),
  language: z.enum(LOCALES).optional(),
  currency: currencyCode().optional(),
  /** a choice held while the guest fills in the form (POST /api/book/booking/hold); create takes it over */
  holdId: id().optional(),
  /** the token the hold answered with: only its guest may release or take it over */
  holdToken: optional(text({ max: 100 })),
  /** the payment provider the guest chose (offline, stripe); default the first active one */
  provider: optional(text({ max: 40 })),
});

export type OnlineBookingData = z.output<typeof onlineBookingSchema>;

/** The price request: the same shape, the contact is not needed yet. */
export const onlinePriceSchema = onlineBookingSchema.extend({
  contact: onlineBookingSchema.shape.contact.partial().optional(),
});
export type OnlinePriceData = z.output<typeof onlinePriceSchema>;
