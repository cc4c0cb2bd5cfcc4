// The staff's reads of guest forms: the list by arrival or departure date (or one departure) with
// each form's completeness, the counts per status, a booking's links, a customer's forms, and the
// bookings that still lack forms. Each read first brings the forms of the bookings it covers in
// step with their guests (guest-form-sync.ts), so a guest added a minute ago is listed as missing.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { db, transaction, type Prisma } from "../../core/db";
import { notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { bookingLabel, bookingNumberSelect, workedBookings } from "../booking/states";
import { fullNameOf } from "../crm/customer-name";
import { calendarDateField, id, text } from "../../validation/validators";
import { optional } from "../../resources/fields";
import { guestFormBookingWhere } from "./guest-form-access";
import type { GuestFormStatus } from "./guest-form-completeness";
import { guestFormBookingSelect, guestFormHeadSelect, syncGuestForms } from "./guest-form-sync";

export const GUEST_FORM_STATUSES = ["missing", "started", "complete", "reviewed"] as const;

/** The page of a form's link: the multi-guest form has its own. */
export const guestFormUrl = (f: { id: number; token: string; multi: boolean }) =>
  `${publicOrigin()}/${f.multi ? "guestform-m" : "guestform"}/${f.id}/${f.token}`;

export const guestFormListQuery = z
  .object({
    /** which date of the stay `from`/`to` match: arrival (default) or departure */
    by: z.enum(["arrival", "departure"], { error: "validation.choice" }).default("arrival"),
    from: optional(calendarDateField()),
    to: optional(calendarDateField()),
    scheduleId: optional(id()),
    bookingId: optional(id()),
    status: optional(z.enum(GUEST_FORM_STATUSES, { error: "validation.choice" })),
    search: optional(text({ max: 100 })),
    page: z.coerce.number({ error: "validation.number" }).int().min(1).max(100_000).default(1),
    size: z.coerce.number({ error: "validation.number" }).int().min(1).max(200).default(25),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ["to"], message: "validation.dateOrder" });
export type GuestFormListQuery = z.infer<typeof guestFormListQuery>;

/** The bookings a list covers: by date of arrival or departure, one departure, or one booking. */
function bookingsWhere(p: Principal, q: Omit<GuestFormListQuery, "page" | "size" | "status" | "search">) {
  const field = q.by === "departure" ? "dateTo" : "dateFrom";
  const range: Prisma.DateTimeFilter = {};
  if (q.from) range.gte = calendarDate(q.from);
  if (q.to) range.lte = calendarDate(q.to);
  return {
    AND: [
      guestFormBookingWhere(p),
      workedBookings,
      q.bookingId ? { id: q.bookingId } : {},
      q.scheduleId ? { scheduleId: q.scheduleId } : {},
      q.from || q.to ? { [field]: range } : {},
    ],
  } satisfies Prisma.BookingWhereInput;
}

/** The most bookings one read brings in step; a longer range lists what is already there. */
const SYNC_LIMIT = 500;

async function syncBookings(where: Prisma.BookingWhereInput) {
  const bookings = await db().booking.findMany({
    where,
    select: { id: true },
    take: SYNC_LIMIT,
    orderBy: { id: "asc" },
  });
  for (const b of bookings) await transaction((tx) => syncGuestForms(tx, b.id));
}

const rowSelect = {
  ...guestFormHeadSelect,
  missing: true,
  updatedAt: true,
  customer: { select: { firstName: true, middleName: true, lastName: true, name: true } },
  booking: {
    select: {
      ...guestFormBookingSelect,
      customer: { select: { firstName: true, middleName: true, lastName: true, name: true } },
    },
  },
} satisfies Prisma.GuestFormSelect;
type Row = Prisma.GuestFormGetPayload<{ select: typeof rowSelect }>;

const toRow = (f: Row) => ({
  id: f.id,
  bookingId: f.bookingId,
  booking: bookingLabel(f.booking),
  dateFrom: isoDate(f.booking.dateFrom),
  dateTo: isoDate(f.booking.dateTo),
  place: f.booking.vessel?.name ?? f.booking.resort?.name ?? null,
  customerId: f.customerId,
  name: fullNameOf(f.customer ?? f.booking.customer ?? {}),
  multi: f.multi,
  status: f.status as GuestFormStatus,
  missing: Array.isArray(f.missing) ? f.missing.length : 0,
  url: guestFormUrl(f),
  updatedAt: f.updatedAt.toISOString(),
});
export type GuestFormListRow = ReturnType<typeof toRow>;

function formsWhere(p: Principal, q: GuestFormListQuery): Prisma.GuestFormWhereInput {
  const s = q.search?.toLowerCase();
  return {
    retiredAt: null,
    booking: bookingsWhere(p, q),
    ...(q.status ? { status: q.status } : {}),
    ...(s
      ? {
          OR: [
            { customer: { searchText: { contains: s } } },
            { booking: { bookingNo: { contains: s, mode: "insensitive" } } },
          ],
        }
      : {}),
  };
}

/** GET /api/guestform: one page of forms, by arrival (or departure) and then guest. */
export async function listGuestForms(p: Principal, q: GuestFormListQuery) {
  await syncBookings(bookingsWhere(p, q));
  const where = formsWhere(p, q);
  const field = q.by === "departure" ? "dateTo" : "dateFrom";
  const [rows, total] = await Promise.all([
    db().guestForm.findMany({
      where,
      select: rowSelect,
      orderBy: [{ booking: { [field]: "asc" } }, { bookingId: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().guestForm.count({ where }),
  ]);
  return { data: rows.map(toRow), total, page: q.page, size: q.size };
}

/** GET /api/guestform/statistics: how many forms of the range are in each status. */
export async function guestFormStatistics(p: Principal, q: GuestFormListQuery) {
  await syncBookings(bookingsWhere(p, q));
  const groups = await db().guestForm.groupBy({
    by: ["status"],
    where: formsWhere(p, { ...q, status: undefined }),
    _count: { _all: true },
  });
  const count = (s: GuestFormStatus) => groups.find((g) => g.status === s)?._count._all ?? 0;
  const out = {
    missing: count("missing"),
    started: count("started"),
    complete: count("complete"),
    reviewed: count("reviewed"),
  };
  return { total: out.missing + out.started + out.complete + out.reviewed, ...out };
}

/** GET /api/guestform/links: a booking's forms with their links, per guest (copy the link). */
export async function guestFormLinks(p: Principal, bookingId: number) {
  const b = await db().booking.findFirst({
    where: { id: bookingId, ...guestFormBookingWhere(p) },
    select: { id: true },
  });
  if (!b) throw notFound();
  await transaction((tx) => syncGuestForms(tx, bookingId));
  const rows = await db().guestForm.findMany({
    where: { bookingId, retiredAt: null },
    select: rowSelect,
    orderBy: { id: "asc" },
  });
  return rows.map(toRow).map(({ id, bookingId, booking, customerId, name, multi, status, missing, url }) => ({
    id,
    bookingId,
    booking,
    customerId,
    name,
    multi,
    status,
    missing,
    url,
  }));
}

/** GET /api/guestform/linked: the forms of one customer, over their bookings (newest stay first). */
export async function linkedGuestForms(p: Principal, customerId: number) {
  const where = { AND: [guestFormBookingWhere(p), { guests: { some: { customerId } } }] };
  await syncBookings(where);
  const rows = await db().guestForm.findMany({
    where: { retiredAt: null, booking: where, OR: [{ customerId }, { multi: true }] },
    select: rowSelect,
    orderBy: [{ booking: { dateFrom: "desc" } }, { id: "asc" }],
    take: 100,
  });
  return rows.map(toRow).map(({ updatedAt: _u, dateFrom: _f, dateTo: _t, place: _p, ...r }) => r);
}

/** GET /api/guestform/self: the logged-in customer's own forms (customers.self). */
export async function ownGuestForms(p: Principal) {
  if (!p.customerId) return [];
  return linkedGuestForms(p, p.customerId);
}

/**
 * GET /api/bookings/missingGuestform: bookings of the range (by arrival) whose forms are not all
 * complete or reviewed, with how many of their forms are still open.
 */
export async function bookingsMissingGuestForms(p: Principal, q: GuestFormListQuery) {
  await syncBookings(bookingsWhere(p, q));
  const where: Prisma.BookingWhereInput = {
    AND: [bookingsWhere(p, q), { guestForms: { some: { retiredAt: null, status: { in: ["missing", "started"] } } } }],
  };
  const [rows, total] = await Promise.all([
    db().booking.findMany({
      where,
      select: {
        ...bookingNumberSelect,
        dateFrom: true,
        dateTo: true,
        customer: { select: { firstName: true, middleName: true, lastName: true, name: true } },
        guestForms: { where: { retiredAt: null }, select: { status: true } },
      },
      orderBy: [{ dateFrom: "asc" }, { id: "asc" }],
      skip: (q.page - 1) * q.size,
      take: q.size,
    }),
    db().booking.count({ where }),
  ]);
  return {
    data: rows.map((b) => ({
      id: b.id,
      booking: bookingLabel(b),
      dateFrom: isoDate(b.dateFrom),
      dateTo: isoDate(b.dateTo),
      customer: b.customer ? fullNameOf(b.customer) : null,
      forms: b.guestForms.length,
      open: b.guestForms.filter((f) => f.status === "missing" || f.status === "started").length,
    })),
    total,
    page: q.page,
    size: q.size,
  };
}

/** GET /api/guestform/rooms: a booking's rooms with their guests and each guest's form status. */
export async function guestFormRooms(p: Principal, bookingId: number) {
  const forms = await guestFormLinks(p, bookingId);
  const rooms = await db().bookingRoom.findMany({
    where: { bookingId },
    select: {
      id: true,
      room: { select: { name: true } },
      guests: {
        select: {
          customerId: true,
          customer: { select: { firstName: true, middleName: true, lastName: true, name: true } },
        },
        orderBy: [{ isMain: "desc" }, { sort: "asc" }],
      },
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  });
  return rooms.map((r) => ({
    bookingRoomId: r.id,
    room: r.room.name,
    guests: r.guests.map((g) => {
      const f = forms.find((x) => x.customerId === g.customerId) ?? forms.find((x) => x.multi);
      return {
        customerId: g.customerId,
        name: fullNameOf(g.customer),
        formId: f?.id ?? null,
        status: f?.status ?? ("missing" as const),
      };
    }),
  }));
}
