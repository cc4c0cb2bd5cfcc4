// Booking-related records whose only rule is validation: comments on a booking
// (/api/bookingcomment), day guests (/api/dayguest), day events (/api/dayevent) and referrals
// (/api/referral). An agency reads and adds comments on its own bookings (not staff's internal
// ones) and edits or deletes only those its user wrote; the rest is the operator's.
import { z } from "zod";
import { calendarDate, isoDate } from "../../core/dates";
import { AppError } from "../../core/errors";
import { color, date, optional } from "../../resources/fields";
import { defineResource } from "../../resources/types";
import { ASSET_FILTERS, dayFilters, csvColumns } from "../../resources/list-parts";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { calendarDateField, id, text } from "../../validation/validators";
import { assertKnownReferences } from "../../resources/known-references";
import { mayChangeComment } from "./access";

export const bookingCommentResource = defineResource({
  name: "bookingcomment",
  model: "bookingComment",
  access: {
    read: ["bookings.read", "bookings.update"],
    create: ["bookings.update"],
    update: ["bookings.update"],
    delete: ["bookings.update"],
  },
  own: {
    scopes: ["agencies.self"],
    actions: ["read", "create", "update", "delete"],
    hide: ["internal"],
    readOnly: ["internal", "readAt", "readById"],
    where: (p) => (p.agencyId ? { internal: false, booking: { agencyId: p.agencyId } } : null),
    mayChange: mayChangeComment,
  },
  create: z.object({
    bookingId: id(),
    text: text({ min: 1, max: 5000 }),
    internal: z.boolean().default(false),
  }),
  update: z.object({ text: text({ min: 1, max: 5000 }), internal: z.boolean() }).partial(),
  search: ["text"],
  filters: { bookingId: { kind: "int" }, internal: { kind: "bool" } },
  sort: { id: "id", createdAt: "createdAt" },
  defaultSort: { key: "id", order: "desc" },
  csv: csvColumns("bookingComments.fields", ["id", "bookingId", "text", "internal", "createdAt"]),
  prepare: async (data, ctx) => {
    // who wrote it (a copy is its copier's words); an agency comments only on its own bookings
    const out: Record<string, unknown> = { ...data };
    if (ctx.action !== "update") out.userId = ctx.principal.user?.id ?? null;
    if (ctx.restricted && ctx.action === "create") {
      const own = await ctx.tx.booking.findFirst({
        where: { id: Number(data.bookingId), agencyId: ctx.principal.agencyId ?? -1 },
        select: { id: true },
      });
      if (!own)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "bookingId", message: "validation.unknownReference" }],
        });
      out.internal = false;
    } else if (ctx.action === "create" && data.bookingId !== undefined) {
      const exists = await ctx.tx.booking.findUnique({ where: { id: Number(data.bookingId) }, select: { id: true } });
      if (!exists)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "bookingId", message: "validation.unknownReference" }],
        });
    }
    return out;
  },
  // a copy is a new comment: nobody has read it yet
  copy: () => ({ readAt: null, readById: null }),
  description: "Comments on a booking; internal ones are for staff only.",
});

const operator = {
  read: ["bookings.read"],
  create: ["bookings.update"],
  update: ["bookings.update"],
  delete: ["bookings.update"],
} as const;

export const dayGuestResource = defineResource({
  name: "dayguest",
  model: "dayGuest",
  access: operator,
  create: z.object({
    date: date(),
    resortId: optional(id()),
    vesselId: optional(id()),
    customerId: optional(id()),
    name: optional(text({ max: 160 })),
    noOfPax: z.coerce.number().int().min(1).max(500).default(1),
    bookingId: optional(id()),
    note: optional(text({ max: 2000 })),
  }),
  prepare: async (data, ctx) => {
    await assertKnownReferences(ctx.tx, data, {
      resortId: "resort",
      vesselId: "vessel",
      customerId: "customer",
      bookingId: "booking",
    });
    return data;
  },
  search: ["name", "note"],
  filters: {
    ...ASSET_FILTERS,
    ...dayFilters("date"),
  },
  sort: { id: "id", date: "date" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: csvColumns("dayGuests.fields", ["id", "date", "name", "noOfPax", "resortId", "vesselId", "customerId", "note"]),
  description: "Guests for the day (no night): day divers, day trips.",
});

export const dayEventResource = defineResource({
  name: "dayevent",
  model: "dayEvent",
  access: operator,
  create: z.object({
    date: date(),
    dateTo: optional(date()),
    title: text({ min: 1, max: 160 }),
    resortId: optional(id()),
    vesselId: optional(id()),
    color: optional(color()),
    note: optional(text({ max: 2000 })),
  }),
  prepare: async (data, ctx) => {
    await assertKnownReferences(ctx.tx, data, { resortId: "resort", vesselId: "vessel" });
    // the last day is not before the first (an update may name one of the two)
    const day = (v: unknown) => (v instanceof Date ? isoDate(v) : typeof v === "string" ? v : null);
    const from = day(data.date !== undefined ? data.date : ctx.existing?.date);
    const to = day(data.dateTo !== undefined ? data.dateTo : ctx.existing?.dateTo);
    if (from && to && to < from)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "dateTo", message: "validation.dateRange" }],
      });
    return data;
  },
  search: ["title", "note"],
  filters: {
    ...ASSET_FILTERS,
    // an event of several days is in every range it overlaps: it ends (dateTo, else its one day) on or after `from`
    from: {
      kind: "custom",
      parse: calendarDateField(),
      where: (d: string) => ({
        OR: [{ dateTo: { gte: calendarDate(d) } }, { dateTo: null, date: { gte: calendarDate(d) } }],
      }),
    },
    to: { kind: "date", field: "date", op: "lte" },
  },
  sort: { id: "id", date: "date", title: "title" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date", "dateTo"],
  csv: csvColumns("dayEvents.fields", ["id", "date", "dateTo", "title", "resortId", "vesselId", "color", "note"]),
  description: "Events on a day (or days) at a resort or on a vessel, shown in the calendars.",
});

export const referralResource = defineResource({
  name: "referral",
  model: "referral",
  access: {
    read: ["referral.read", "bookings.read"],
    create: ["bookings.update"],
    update: ["bookings.update"],
    delete: ["bookings.update"],
  },
  create: z.object({
    customerId: id(),
    referredCustomerId: optional(id()),
    bookingId: optional(id()),
    source: optional(text({ max: 120 })),
    note: optional(text({ max: 2000 })),
    rewarded: z.boolean().default(false),
  }),
  prepare: async (data, ctx) => {
    await assertKnownReferences(ctx.tx, data, {
      customerId: "customer",
      referredCustomerId: "customer",
      bookingId: "booking",
    });
    // nobody refers themselves (on an update, the fields not sent are the row's)
    const merged = { ...ctx.existing, ...data } as { customerId?: number; referredCustomerId?: number | null };
    if (merged.referredCustomerId != null && merged.referredCustomerId === merged.customerId)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "referredCustomerId", message: "validation.mustDiffer" }],
      });
    return data;
  },
  search: ["source", "note"],
  filters: { customerId: { kind: "int" }, rewarded: { kind: "bool" } },
  sort: { id: "id", createdAt: "createdAt" },
  defaultSort: { key: "id", order: "desc" },
  csv: csvColumns("referrals.fields", [
    "id",
    "customerId",
    "referredCustomerId",
    "bookingId",
    "source",
    "rewarded",
    "note",
  ]),
  description: "Who recommended whom: a customer bringing a new guest or booking.",
});

export const BOOKING_RESOURCES = [bookingCommentResource, dayGuestResource, dayEventResource, referralResource];

export const dayGuestScreen = defineScreen(dayGuestResource, {
  labels: "dayGuests.fields",
  columns: [
    { key: "date", sort: "date", type: "date" },
    { key: "name" },
    { key: "noOfPax", type: "number" },
    { key: "note" },
    ID_COLUMN,
  ],
  filters: [
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "date", type: "date" },
    { name: "name" },
    { name: "noOfPax", type: "number" },
    { name: "resortId", type: "select", options: { rows: "resort" } },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "note", type: "textarea" },
  ],
});
