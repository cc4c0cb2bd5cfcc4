// The booking list (GET /api/bookings, /booking/list): paged on the server, filtered by state
// (with the extra "not resolved" entry), stay dates, asset, agency, source, category, customer,
// and searched by number or guest name. The caller's scope goes into the where. Also the quick
// find (GET find) and the years that have bookings.
import { calendarDate, isoDate, todayIn } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import { own } from "../../core/own";
import { operatorToday } from "../../core/operator";
import { escapeLike, type ListQuery } from "../../resources/list-query";
import type { BookingScope } from "./access";
import { scopeWhere } from "./access";
import { bookingZone, dueWhere, owesPayment, todaysByZone, type Todays } from "./payment-due";
import { exceeded } from "../pricing/instalments";
import {
  BOOKING_STATES,
  bookingLabel,
  bookingNumberSelect,
  bookingNumbersOf,
  holdingBookings,
  NOT_RESOLVED,
  workedBookings,
} from "./states";

const bad = (name: string, message = "validation.filterValue"): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: `filter.${name}`, message }] });
};

export const BOOKING_LIST_SORTS: Record<string, (o: "asc" | "desc") => Prisma.BookingOrderByWithRelationInput[]> = {
  dateFrom: (o) => [{ dateFrom: o }, { id: o }],
  dateTo: (o) => [{ dateTo: o }, { id: o }],
  // by the number the list shows: booking numbers, then reservations, then offers, each in order
  bookingNo: (o) => [
    { bookingNo: { sort: o, nulls: "last" } },
    { reservationNo: { sort: o, nulls: "last" } },
    { offerNo: { sort: o, nulls: "last" } },
    { id: o },
  ],
  state: (o) => [{ state: o }, { id: o }],
  createdAt: (o) => [{ createdAt: o }, { id: o }],
  total: (o) => [{ total: o }, { id: o }],
  paymentDueDate: (o) => [{ paymentDueDate: { sort: o, nulls: "last" } }, { id: o }],
  id: (o) => [{ id: o }],
};

const ints = (name: string, v: string) => {
  const list = v.split(",").map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647)) bad(name);
  return list;
};
const date = (name: string, v: string) => {
  try {
    return calendarDate(v);
  } catch {
    return bad(name, "validation.dateFormat");
  }
};

/**
 * The list's where: the caller's scope and the filters (stays overlapping dateFrom..dateTo).
 * Deleted bookings and online holds (workedBookings) are left out unless the filter "hidden" asks
 * for them; deleted ones also when the state filter names "deleted".
 */
export function bookingListWhere(
  scope: BookingScope,
  q: Pick<ListQuery, "filter" | "search">,
  o: { todays?: Todays } = {},
): Prisma.BookingWhereInput {
  const and: Prisma.BookingWhereInput[] = [scopeWhere(scope)];
  const hidden = q.filter.hidden;
  if (hidden && hidden !== "true" && hidden !== "false") bad("hidden");
  if (hidden !== "true") {
    const askedForDeleted = (q.filter.state ?? "").split(",").some((s) => s.trim() === "deleted");
    and.push(askedForDeleted ? { OR: workedBookings.OR } : workedBookings);
  }
  for (const [name, value] of Object.entries(q.filter)) {
    if (!value) continue;
    switch (name) {
      case "hidden":
        break;
      case "state": {
        const states = value.split(",").map((s) => s.trim());
        if (states.includes(NOT_RESOLVED)) {
          if (states.length > 1) bad(name);
          and.push({ state: { not: "resolved" }, resolved: false });
        } else {
          if (states.some((s) => !(BOOKING_STATES as readonly string[]).includes(s))) bad(name);
          // "resolved" is the state and the flag a settled booking carries in its own state (markPaid):
          // the complement of "not resolved"
          const inStates = { state: { in: states as (typeof BOOKING_STATES)[number][] } };
          and.push(states.includes("resolved") ? { OR: [inStates, { resolved: true }] } : inStates);
        }
        break;
      }
      case "holding":
        if (value !== "true") bad(name);
        and.push(holdingBookings);
        break;
      // an open instalment's due date has passed where the booking is (payment-due.ts)
      case "hasExceededDueDate": {
        if (value !== "true" && value !== "false") bad(name);
        const overdue = dueWhere(o.todays!, "lt");
        // NOT alone would leave out the bookings without a due date (NULL compares to nothing)
        and.push(value === "true" ? overdue : { OR: [{ paymentDueDate: null }, { NOT: overdue }] });
        break;
      }
      case "type":
        if (value !== "resort" && value !== "vessel") bad(name);
        and.push({ type: value as "resort" | "vessel" });
        break;
      // the stay overlaps [dateFrom, dateTo]
      case "dateFrom":
        and.push({ dateTo: { gt: date(name, value) } });
        break;
      case "dateTo":
        and.push({ dateFrom: { lte: date(name, value) } });
        break;
      case "asset": {
        const m = /^(resort|vessel):(\d{1,10})$/.exec(value);
        if (!m) bad(name);
        and.push(m![1] === "resort" ? { resortId: Number(m![2]) } : { vesselId: Number(m![2]) });
        break;
      }
      case "resortId":
      case "vesselId":
      case "scheduleId":
      case "tourId":
      case "agencyId":
      case "sourceId":
      case "categoryId":
      case "customerId": {
        const list = ints(name, value);
        and.push({ [name]: list.length > 1 ? { in: list } : list[0] });
        break;
      }
      default:
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: `filter.${name}`, message: "validation.unknownFilter" }],
        });
    }
  }
  const s = q.search?.trim();
  if (s) {
    // % and _ are searched for literally (Prisma hands them on to LIKE)
    const upper = escapeLike(s.toUpperCase());
    const lower = escapeLike(s.toLowerCase());
    and.push({
      OR: [
        { bookingNo: { startsWith: upper } },
        { reservationNo: { startsWith: upper } },
        { offerNo: { startsWith: upper } },
        ...(/^\d{1,9}$/.test(s) ? [{ id: Number(s) }] : []),
        { customer: { searchText: { contains: lower } } },
        { guests: { some: { customer: { searchText: { contains: lower } } } } },
      ],
    });
  }
  return { AND: and };
}

export const bookingListSelect = {
  ...bookingNumberSelect,
  type: true,
  state: true,
  resolved: true,
  dateFrom: true,
  dateTo: true,
  noOfPax: true,
  total: true,
  currency: true,
  optionUntil: true,
  paymentDueDate: true,
  createdAt: true,
  customerId: true,
  agencyId: true,
  sourceId: true,
  categoryId: true,
  resortId: true,
  vesselId: true,
  scheduleId: true,
  customer: { select: { fullName: true } },
  agency: { select: { name: true } },
  resort: { select: { name: true, timezone: true } },
  tour: { select: { name: true } },
  vessel: { select: { name: true, timezone: true } },
  category: { select: { name: true, color: true } },
  source: { select: { name: true } },
} satisfies Prisma.BookingSelect;

type ListRow = Prisma.BookingGetPayload<{ select: typeof bookingListSelect }>;

export function presentListRow(b: ListRow, o: { showCustomers: boolean; todays?: Todays }) {
  const zone = bookingZone(b);
  const today = o.todays?.zones.get(zone) ?? todayIn(zone);
  const due = b.paymentDueDate && owesPayment(b.state) ? isoDate(b.paymentDueDate) : null;
  return {
    id: b.id,
    number: bookingLabel(b),
    ...bookingNumbersOf(b),
    type: b.type,
    state: b.state,
    resolved: b.resolved,
    dateFrom: isoDate(b.dateFrom),
    dateTo: isoDate(b.dateTo),
    noOfPax: b.noOfPax,
    total: b.total.toString(),
    currency: b.currency,
    optionUntil: b.optionUntil?.toISOString() ?? null,
    paymentDueDate: due,
    hasExceededDueDate: exceeded(due, today),
    createdAt: b.createdAt.toISOString(),
    customerId: b.customerId,
    customer: o.showCustomers ? (b.customer?.fullName ?? null) : null,
    agencyId: b.agencyId,
    agency: b.agency?.name ?? null,
    asset: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? null,
    resortId: b.resortId,
    vesselId: b.vesselId,
    scheduleId: b.scheduleId,
    category: b.category?.name ?? null,
    categoryColor: b.category?.color ?? null,
    source: b.source?.name ?? null,
  };
}

/**
 * Which rows of the default order (no sort asked for) a page holds: the stays that have not ended
 * by `today` first, by arrival (the front desk's day, then what comes), then the past ones, the
 * latest first. `upcoming` is how many stays have not ended; answers the skip and take of each part.
 */
export function arrivalOrderPage(upcoming: number, page: number, size: number) {
  const skip = (page - 1) * size;
  const first = { skip: Math.min(skip, upcoming), take: Math.max(0, Math.min(size, upcoming - skip)) };
  const second = { skip: Math.max(0, skip - upcoming), take: size - first.take };
  return { first, second };
}

export async function listBookings(scope: BookingScope, q: ListQuery, o: { showCustomers?: boolean } = {}) {
  // own properties only: ?sort=constructor is an unknown sort, not Object's constructor
  const sort = q.sort ? own(BOOKING_LIST_SORTS, q.sort) : undefined;
  if (q.sort && !sort)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "sort", message: "validation.unknownSort" }],
    });
  const todays = await todaysByZone();
  const where = bookingListWhere(scope, q, { todays });
  const find = (
    w: Prisma.BookingWhereInput,
    orderBy: Prisma.BookingOrderByWithRelationInput[],
    skip: number,
    take: number,
  ) =>
    take > 0
      ? db().booking.findMany({ where: w, orderBy, skip, take, select: bookingListSelect })
      : Promise.resolve([]);
  let rows: ListRow[];
  let total: number;
  if (sort) {
    [rows, total] = await Promise.all([
      find(where, sort(q.order), (q.page - 1) * q.size, q.size),
      db().booking.count({ where }),
    ]);
  } else {
    // by arrival from today: stays not ended yet first (soonest arrival first), then the past ones
    const today = calendarDate(await operatorToday());
    const ahead: Prisma.BookingWhereInput = { AND: [where, { dateTo: { gte: today } }] };
    const past: Prisma.BookingWhereInput = { AND: [where, { dateTo: { lt: today } }] };
    const [upcoming, ended] = await Promise.all([
      db().booking.count({ where: ahead }),
      db().booking.count({ where: past }),
    ]);
    const { first, second } = arrivalOrderPage(upcoming, q.page, q.size);
    const [a, b] = await Promise.all([
      find(ahead, BOOKING_LIST_SORTS.dateFrom("asc"), first.skip, first.take),
      find(past, BOOKING_LIST_SORTS.dateFrom("desc"), second.skip, second.take),
    ]);
    rows = [...a, ...b];
    total = upcoming + ended;
  }
  return {
    data: rows.map((r) => presentListRow(r, { showCustomers: o.showCustomers !== false, todays })),
    total,
    page: q.page,
    size: q.size,
  };
}

/** GET find?query=&onlyActive=: up to 20 bookings by number, id or guest name (for pickers). */
export async function findBookings(scope: BookingScope, query: string, onlyActive: boolean) {
  const where = bookingListWhere(scope, { filter: {}, search: query });
  const rows = await db().booking.findMany({
    where: onlyActive ? { AND: [where, holdingBookings] } : where,
    orderBy: [{ dateFrom: "desc" }, { id: "desc" }],
    take: 20,
    select: bookingListSelect,
  });
  return rows.map((r) => presentListRow(r, { showCustomers: true }));
}

/** GET years: the years in which bookings begin, newest first. */
export async function bookingYears(scope: BookingScope): Promise<number[]> {
  const own =
    scope.kind === "agency"
      ? Prisma.sql`WHERE "agencyId" = ${scope.agencyId}`
      : scope.kind === "customer"
        ? // the bookings a customer reads: their own and those they are a guest on (scopeWhere)
          Prisma.sql`WHERE "customerId" = ${scope.customerId}
            OR EXISTS (SELECT 1 FROM "BookingGuest" g WHERE g."bookingId" = "Booking".id AND g."customerId" = ${scope.customerId})`
        : Prisma.empty;
  const rows = await db().$queryRaw<{ year: number }[]>(
    Prisma.sql`SELECT DISTINCT extract(year FROM "dateFrom")::int AS year FROM "Booking" ${own} ORDER BY year DESC`,
  );
  return rows.map((r) => r.year);
}
