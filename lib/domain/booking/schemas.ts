// What the booking use cases accept: one zod schema per input, shared by the route handlers (which
// validate with them and document them in the OpenAPI document) and the seeds.
import { z } from "zod";
import { LOCALES } from "../../i18n/locale";
import { currencyCode, optional } from "../../resources/fields";
import { calendarDateField, id, int4, money, text } from "../../validation/validators";

/**
 * A database id: the one id validator (a JSON number, or a string of digits as a query, a path or
 * a form sends it); never a coercion, which took true as customer 1 and [34] as 34.
 */
export { id };

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An option's end: a last day ("YYYY-MM-DD", through that day where the property is) or an instant. */
export const optionUntilField = () =>
  z
    .string()
    .trim()
    .refine((v) => {
      if (isoInstant.test(v)) return Number.isFinite(Date.parse(v));
      return calendarDateField().safeParse(v).success;
    }, "validation.optionUntil");

export const CREATE_STATES = ["draft", "planned", "confirmed", "waiting"] as const;

export const bookingRoomInput = z.object({
  roomId: id(),
  /** left out: the whole room or cabin */
  bedIds: z.array(id()).min(1).max(50).optional(),
  dateFrom: calendarDateField().optional(),
  dateTo: calendarDateField().optional(),
  guests: z.array(id()).max(50).default([]),
});
export type BookingRoomInput = z.infer<typeof bookingRoomInput>;

/** POST /api/bookings (spec part 2, section 3; the contract). */
export const createBookingSchema = z.object({
  type: z.enum(["vessel", "resort"]).default("vessel"),
  scheduleId: id().optional(),
  resortId: id().optional(),
  dateFrom: calendarDateField().optional(),
  dateTo: calendarDateField().optional(),
  customerId: id(),
  agencyId: optional(id()),
  state: z.enum(CREATE_STATES).default("draft"),
  optionUntil: optional(optionUntilField()),
  language: z.enum(LOCALES).optional(),
  currency: currencyCode().optional(),
  sourceId: optional(id()),
  categoryId: optional(id()),
  termsOfPaymentId: optional(id()),
  todo: optional(text({ max: 2000 })),
  systemReference: optional(text({ max: 200 })),
  rooms: z.array(bookingRoomInput).min(1).max(50),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingData = z.output<typeof createBookingSchema>;

/** The optimistic-concurrency version a write may name in its body (or If-Match). */
const version = { version: int4({ min: 1 }).optional() };

export const emptyActionSchema = z.object(version).optional();
export const releaseSchema = z.object({ reason: text({ min: 1, max: 500 }), ...version });
/**
 * checkin, checkout: a guard (before the arrival date; money open) answers 409 with
 * details.confirmable; the same call again with `confirm: true` and a `reason` runs it, the reason
 * kept in the booking's history. `confirm` without a reason is a 400 naming `reason`.
 */
export const guardedActionSchema = z
  .object({
    confirm: z.boolean().optional(),
    reason: optional(text({ min: 1, max: 500 })),
    ...version,
  })
  .refine((b) => b.confirm !== true || !!b.reason?.trim(), { path: ["reason"], message: "validation.required" })
  .optional();
/** true: the change is tried and rolled back; the answer shows its price, nothing is saved (dry-run.ts) */
const dryRun = { dryRun: z.boolean().optional() };
export const rebookSchema = z.object({
  scheduleId: id().optional(),
  dateFrom: calendarDateField().optional(),
  dateTo: calendarDateField().optional(),
  ...dryRun,
  ...version,
});
/** move/{schedule}: nothing but the version seen, or a dry run. */
export const dryRunActionSchema = z.object({ ...dryRun, ...version }).optional();
/**
 * cancell: a dry run, or the cancellation; the terms of payment's fee for today is booked with it
 * unless staff waive it (`waiveFee: true` with a `reason`, kept in the history; 400 naming
 * `reason` without one).
 */
export const cancelSchema = z
  .object({
    waiveFee: z.boolean().optional(),
    reason: optional(text({ min: 1, max: 500 })),
    ...dryRun,
    ...version,
  })
  .refine((b) => b.waiveFee !== true || !!b.reason?.trim(), { path: ["reason"], message: "validation.required" })
  .optional();
export const splitInvoiceSchema = z
  .object({
    parts: z
      .array(z.object({ customerId: id(), percent: z.coerce.number().min(0).max(100) }))
      .min(1)
      .max(20)
      .optional(),
    ...version,
  })
  .optional();

/**
 * POST {id}/change: the booking's own fields (rooms and guests have their own actions). Strict: a
 * field it does not change (state, numbers, dates) is a 400 naming it, not a silent new version.
 */
export const changeBookingSchema = z.strictObject({
  sourceId: optional(id()),
  categoryId: optional(id()),
  termsOfPaymentId: optional(id()),
  userId: optional(id()),
  todo: optional(text({ max: 2000 })),
  systemReference: optional(text({ max: 200 })),
  language: z.enum(LOCALES).optional(),
  currency: currencyCode().optional(),
  optionUntil: optional(optionUntilField()),
  expenses: money().optional(),
  hasOpenTodos: z.boolean().optional(),
  commission: optional(z.record(z.string().max(40), z.unknown())),
  tax: optional(z.record(z.string().max(40), z.unknown())),
  ...version,
});
export type ChangeBookingInput = z.infer<typeof changeBookingSchema>;

export const changeCustomerSchema = z.object({ customerId: id(), ...version });
export const addRoomSchema = bookingRoomInput.extend(version);
export const changeRoomSchema = z.object({
  /** the booking's room (BookingRoom id, or the room's id) to move */
  bookingRoomId: id().optional(),
  roomId: id(),
  bedIds: z.array(id()).min(1).max(50).optional(),
  ...version,
});
export const updateRoomSchema = z.object({
  noOfPax: int4({ min: 0, max: 50 }).optional(),
  sort: int4({ min: 0, max: 100000 }).optional(),
  locked: z.boolean().optional(),
  ...version,
});
export const roomDatesSchema = z.object({ dateFrom: calendarDateField(), dateTo: calendarDateField(), ...version });
export const roomGuestsSchema = z
  .object({ guests: z.array(id()).max(50).optional(), customers: z.array(id()).max(50).optional(), ...version })

  .refine((v) => v.guests || v.customers, { message: "validation.required", path: ["guests"] });
export const sortRoomsSchema = z.object({
  /** the booking's rooms (BookingRoom ids) in the wanted order, each once */
  rooms: z
    .array(id())
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, "validation.duplicate"),
  ...version,
});
export const referenceSchema = z.object({
  type: optional(text({ max: 40 })),
  value: text({ min: 1, max: 200 }),
  ...version,
});
export const storeDocumentSchema = z.object({
  name: text({ min: 1, max: 200 }),
  contentType: z
    .string()
    .regex(/^[\w.+-]+\/[\w.+-]+$/, "validation.contentType")
    .max(100),
  /** the file, base64-encoded */
  content: z.string().min(1).max(28_000_000),
  ...version,
});
export const moveOnsiteSchema = z.object({ targetBookingId: id().optional(), targetRoomId: id(), ...version });
export const moveDepartureSchema = z.object({ dryRun: z.boolean().default(false) }).optional();
export const moveGuestSchema = z.object({
  bookingId: id(),
  customerId: id(),
  /** the booking room the guest is in now (BookingRoom id) */
  fromBookingRoomId: id(),
  roomId: id(),
  bedId: id().optional(),
  ...version,
});
/** POST {id}/moveCabin: one guest of this booking, or a dry run of it (the tape chart asks with the new price). */
export const moveCabinSchema = moveGuestSchema.omit({ bookingId: true }).extend(dryRun);

/** POST {id}/rooms/{roomId}/stay (and /preview): the tape chart's drag: other nights and/or another room. */
export const stayChangeSchema = z.object({
  roomId: id().optional(),
  dateFrom: calendarDateField().optional(),
  dateTo: calendarDateField().optional(),
  ...version,
});

type StayShape = {
  type: string;
  resortId?: number | null;
  scheduleId?: number | null;
  dateFrom?: string | null;
  dateTo?: string | null;
};

/** A resort stay names its resort and dates, a trip its departure, and a stay ends after it starts. */
export const withStayRules = <S extends z.ZodType<StayShape>>(schema: S) =>
  schema
    .refine((b) => b.type !== "resort" || (b.resortId != null && b.dateFrom != null && b.dateTo != null), {
      path: ["dateFrom"],
      message: "validation.required",
    })
    .refine((b) => b.type !== "vessel" || b.scheduleId != null, {
      path: ["scheduleId"],
      message: "validation.required",
    })
    .refine((b) => !b.dateFrom || !b.dateTo || b.dateFrom < b.dateTo, {
      path: ["dateTo"],
      message: "validation.dateRange",
    });
