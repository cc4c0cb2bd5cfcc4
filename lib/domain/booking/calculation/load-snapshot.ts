// The booking as the price engine reads it (its snapshot), loaded from the database: from a stored
// booking (with what staff changed by hand, its payments and its guests' earlier stays) or from a
// draft a client sent (its references checked, 400 naming the field). What may price it (prices,
// specials, rates) comes from the catalog, pricing/load-pricing.ts. Every query goes through the
// given transaction.
import { todayIn, isoDate } from "../../../core/dates";
import { Prisma, type Tx } from "../../../core/db";
import { AppError, notFound, type FieldIssue } from "../../../core/errors";
import { Decimal, sum } from "../../../core/money";
import { defaultCurrency } from "../../../core/operator";
import { changedEnvelope } from "../envelope";
import { CALLED_OFF_STATES, HOLDING_STATES, bookingRoomStaySelect, holdingBookings } from "../states";
import { SETTING_DEFAULTS } from "../../settings/defaults";
import { pricingReadsStays } from "../../pricing/load-pricing";
import type { BookingDraft } from "./booking-draft";
import {
  commissionOf,
  ENGINE_PRODUCT_SELECT,
  ENGINE_SCHEDULE_SELECT,
  taxOf,
  termsOf,
  toEngineProduct,
} from "../../pricing/engine-rows";
import { COUNTED_STATUSES, signedAmount } from "../payment-statuses";
import type { Channel, CustomerType, LineType } from "../../pricing/enums";
import type { BookingProduct, BookingSnapshot, CommissionTerms, Guest, Tax } from "../../pricing/types";

/** What a snapshot is built from: a stored booking or a draft, with ids still to be looked up. */
type Source = {
  id: number | null;
  type: "resort" | "vessel";
  resortId: number | null;
  vesselId: number | null;
  scheduleId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  bookingDate: string | null;
  currency: string | null;
  channel: Channel;
  agencyId: number | null;
  sourceId: number | null;
  priceId: number | null;
  termsOfPaymentId: number | null;
  commission: CommissionTerms | null;
  tax: Tax | null;
  mainCustomerId: number | null;
  rooms: {
    id: number;
    roomId: number;
    dateFrom: string | null;
    dateTo: string | null;
    exclusive: boolean;
    noOfPax: number;
  }[];
  guests: (Omit<Guest, "customerType"> & { customerType?: CustomerType | null })[];
  products: BookingProduct[];
  calledOff?: string;
  /** what staff changed by hand on a stored booking (kept by every recalculation) */
  adjustments?: Pick<
    BookingSnapshot,
    "manualLines" | "lineOverrides" | "addedSpecials" | "removedSpecialIds" | "payments"
  >;
  /** checked against the booking's resort or vessel (a draft); a stored booking is trusted */
  checkRooms: boolean;
  /** its references as read with the stored booking (else looked up) */
  references?: References;
};

/** The sales channel of a stored booking that names none: from who made it. */
export function channelOf(userType: string | null | undefined): Channel {
  if (userType === "agency") return "AgentDirectBooking";
  if (userType === "customer") return "CustomerDirectBooking";
  return "Booking";
}

/** Whole years from a birthday to a day. */
export function ageAt(birthday: Date, day: string): number {
  const b = isoDate(birthday);
  const years = Number(day.slice(0, 4)) - Number(b.slice(0, 4));
  return day.slice(5) < b.slice(5) ? years - 1 : years;
}

// Earlier stays that count for LastStay, NoOfStays and StayRevenue: bookings that went ahead.
const STAYED_STATES = HOLDING_STATES.filter((s) => s !== "draft");

/**
 * The guests' earlier stays (for the specials' stay rules): per guest and currency the number of
 * stays, the last arrival and the revenue. Aggregated in the database: a regular's hundred stays
 * are one row per currency, not a hundred rows with their bookings.
 */
async function stayHistory(tx: Tx, customerIds: number[], before: string, bookingId: number | null) {
  if (!customerIds.length) return [];
  return tx.$queryRaw<{ customerId: number; currency: string; stays: number; last: string; revenue: string }[]>(
    Prisma.sql`
      SELECT g."customerId", b.currency, count(*)::int AS stays, max(b."dateFrom")::text AS last,
        COALESCE(sum(b.total), 0)::text AS revenue
      FROM "BookingGuest" g JOIN "Booking" b ON b.id = g."bookingId"
      WHERE g."customerId" = ANY(${customerIds}::int[]) AND b.state::text = ANY(${STAYED_STATES}::text[])
        AND b."dateTo" <= ${before}::date AND b.id <> ${bookingId ?? 0}
      GROUP BY 1, 2`,
  );
}

// What the engine reads of a booking's references: looked up by id for a draft, read along with
// a stored booking (one statement: the pricing context of a stored booking is one query).
const ROOM_SELECT = {
  id: true,
  name: true,
  resortId: true,
  vesselId: true,
  roomTypeId: true,
  roomType: { select: { name: true, surcharge: true, surchargeType: true } },
  resort: { select: { timezone: true } },
  _count: { select: { beds: { where: { active: true } } } },
} satisfies Prisma.RoomSelect;
const CUSTOMER_SELECT = {
  id: true,
  birthday: true,
  permanentAge: true,
  customerType: true,
  passportNationality: true,
  nationality: true,
  country: true,
} satisfies Prisma.CustomerSelect;
const AGENCY_SELECT = { id: true, commissionPercent: true, country: true } satisfies Prisma.AgencySelect;
const TERMS_SELECT = {
  id: true,
  name: true,
  depositPercent: true,
  depositDueDays: true,
  restDueDaysBeforeArrival: true,
} satisfies Prisma.TermsOfPaymentSelect;

type References = {
  schedule: Prisma.ScheduleGetPayload<{ select: typeof ENGINE_SCHEDULE_SELECT }> | null;
  rooms: Prisma.RoomGetPayload<{ select: typeof ROOM_SELECT }>[];
  customers: Prisma.CustomerGetPayload<{ select: typeof CUSTOMER_SELECT }>[];
  agency: Prisma.AgencyGetPayload<{ select: typeof AGENCY_SELECT }> | null;
  terms: Prisma.TermsOfPaymentGetPayload<{ select: typeof TERMS_SELECT }> | null;
};

// What the engine reads of a stored booking, its references included, in one statement.
const SNAPSHOT_SELECT = {
  id: true,
  type: true,
  state: true,
  resortId: true,
  vesselId: true,
  scheduleId: true,
  dateFrom: true,
  dateTo: true,
  noOfPax: true,
  bookingDate: true,
  currency: true,
  channel: true,
  agencyId: true,
  sourceId: true,
  termsOfPaymentId: true,
  commission: true,
  tax: true,
  customerId: true,
  user: { select: { userType: true } },
  resort: { select: { timezone: true } },
  vessel: { select: { timezone: true } },
  schedule: { select: ENGINE_SCHEDULE_SELECT },
  agency: { select: AGENCY_SELECT },
  termsOfPayment: { select: TERMS_SELECT },
  rooms: {
    select: { ...bookingRoomStaySelect, room: { select: ROOM_SELECT } },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  },
  guests: {
    select: {
      customerId: true,
      bookingRoomId: true,
      isMain: true,
      variantId: true,
      customer: { select: CUSTOMER_SELECT },
    },
    orderBy: [{ sort: "asc" }, { id: "asc" }],
  },
  priceId: true,
  products: {
    select: {
      id: true,
      customerIds: true,
      quantity: true,
      optional: true,
      product: { select: ENGINE_PRODUCT_SELECT },
    },
    orderBy: { id: "asc" },
  },
  manualLines: { orderBy: { id: "asc" } },
  lineOverrides: { select: { key: true, price: true, amount: true, text: true } },
  specials: { select: { specialId: true, ignoreRules: true, removed: true } },
  payments: {
    where: { status: { in: COUNTED_STATUSES } },
    select: { id: true, status: true, amount: true, date: true, paidAt: true, createdAt: true },
    orderBy: { id: "asc" },
  },
} satisfies Prisma.BookingSelect;

/** The snapshot of a stored booking; `where` narrows it to what the caller may see (else 404). */
export async function loadBookingSnapshot(
  tx: Tx,
  bookingId: number,
  where: Prisma.BookingWhereInput = {},
): Promise<BookingSnapshot> {
  const b = await tx.booking.findFirst({ where: { AND: [{ id: bookingId }, where] }, select: SNAPSHOT_SELECT });
  if (!b) throw notFound();
  return snapshotOf(tx, b);
}

/**
 * The snapshot and what the booking has stored of its calculation (its lines, total, room price
 * and todo), read together for storeCalculation: one statement where there were four. `envelope`:
 * the stay's envelope and party size as its rooms and guests now say, where they changed (the
 * snapshot is of the booking with them; the caller stores them).
 */
export async function loadBookingForStore(tx: Tx, bookingId: number, o: { envelope?: boolean } = {}) {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      ...SNAPSHOT_SELECT,
      total: true,
      roomPrice: true,
      todo: true,
      hasOpenTodos: true,
      paymentDueDate: true,
      calculationLines: true,
    },
  });
  if (!b) throw notFound();
  const envelope = o.envelope ? changedEnvelope(b) : null;
  return {
    snapshot: await snapshotOf(tx, envelope ? { ...b, ...envelope } : b),
    envelope,
    stored: {
      lines: b.calculationLines,
      total: b.total,
      roomPrice: b.roomPrice,
      todo: b.todo,
      hasOpenTodos: b.hasOpenTodos,
      state: b.state,
      paymentDueDate: b.paymentDueDate,
      /** manual lines that are a cancellation fee */
      feeIds: b.manualLines.filter((m) => m.cancellationFee).map((m) => m.id),
    },
  };
}

async function snapshotOf(
  tx: Tx,
  b: Prisma.BookingGetPayload<{ select: typeof SNAPSHOT_SELECT }>,
): Promise<BookingSnapshot> {
  // the booking date is the day it was made where the property is
  const zone = b.resort?.timezone ?? b.vessel?.timezone ?? SETTING_DEFAULTS.general.timezone;
  return buildSnapshot(tx, {
    id: b.id,
    type: b.type,
    resortId: b.resortId,
    vesselId: b.vesselId,
    scheduleId: b.scheduleId,
    dateFrom: isoDate(b.dateFrom),
    dateTo: isoDate(b.dateTo),
    bookingDate: todayIn(zone, b.bookingDate),
    currency: b.currency,
    channel: b.channel ?? channelOf(b.user?.userType),
    agencyId: b.agencyId,
    sourceId: b.sourceId,
    priceId: b.priceId,
    termsOfPaymentId: b.termsOfPaymentId,
    commission: commissionOf(b.commission),
    tax: taxOf(b.tax),
    mainCustomerId: b.customerId,
    rooms: b.rooms.map((r) => ({
      id: r.id,
      roomId: r.roomId,
      dateFrom: isoDate(r.dateFrom),
      dateTo: isoDate(r.dateTo),
      exclusive: r.exclusive,
      noOfPax: r.noOfPax,
    })),
    guests: b.guests.map((g) => ({
      customerId: g.customerId,
      bookingRoomId: g.bookingRoomId,
      isMain: g.isMain || g.customerId === b.customerId,
      variantId: g.variantId,
    })),
    products: b.products.map((p) => ({
      id: p.id,
      product: toEngineProduct(p.product),
      customerIds: p.customerIds.length ? p.customerIds : null,
      quantity: p.quantity,
      optional: p.optional,
    })),
    calledOff: CALLED_OFF_STATES.includes(b.state) ? b.state : undefined,
    references: {
      schedule: b.schedule,
      rooms: [...new Map(b.rooms.map((r) => [r.room.id, r.room])).values()],
      customers: [...new Map(b.guests.map((g) => [g.customer.id, g.customer])).values()],
      agency: b.agency,
      terms: b.termsOfPayment,
    },
    adjustments: {
      manualLines: b.manualLines.map((m) => ({
        id: m.id,
        type: m.type as LineType,
        // staff's own words: shown as written in every language
        text: { key: "pricing.line.manual", values: { text: m.text } },
        amount: m.amount,
        price: m.price,
        sort: m.sort,
        customerIds: m.customerIds,
        ...(m.taxable != null ? { taxable: m.taxable } : {}),
        commissionable: m.commissionable,
        onsite: m.onsite,
      })),
      lineOverrides: b.lineOverrides.map((o) => ({
        key: o.key,
        ...(o.price != null ? { price: o.price } : {}),
        ...(o.amount != null ? { amount: o.amount } : {}),
        ...(o.text != null ? { text: { key: "pricing.line.manual", values: { text: o.text } } } : {}),
      })),
      addedSpecials: b.specials
        .filter((x) => !x.removed)
        .map((x) => ({ specialId: x.specialId, ignoreRules: x.ignoreRules })),
      removedSpecialIds: b.specials.filter((x) => x.removed).map((x) => x.specialId),
      // a refund row holds what was refunded of its payment, a reversal takes one back: both count
      // against the payments
      payments: b.payments.map((p) => ({
        id: p.id,
        date: p.date ? isoDate(p.date) : todayIn(zone, p.paidAt ?? p.createdAt),
        amount: signedAmount(p.status, p.amount),
      })),
    },
    checkRooms: false,
  });
}

/**
 * The snapshot of a booking a client sent but did not save. Rooms get the ids 1, 2, ... in the
 * order sent; guests who are not customers yet get negative ids (-1, -2, ...) and count by age.
 */
export async function draftSnapshot(tx: Tx, d: BookingDraft): Promise<BookingSnapshot> {
  let anonymous = 0;
  const guests: Source["guests"] = [];
  const rooms = d.rooms.map((r, i) => {
    const id = i + 1;
    for (const g of r.guests) {
      const one = typeof g === "number" ? { customerId: g } : g;
      guests.push({
        customerId: one.customerId ?? --anonymous,
        bookingRoomId: id,
        isMain: one.customerId != null && one.customerId === d.customerId,
        age: "age" in one ? (one.age ?? undefined) : undefined,
        customerType: "customerType" in one ? one.customerType : undefined,
        variantId: "variantId" in one ? one.variantId : undefined,
      });
    }
    return {
      id,
      roomId: r.roomId,
      dateFrom: r.dateFrom ?? null,
      dateTo: r.dateTo ?? null,
      exclusive: !r.bedIds?.length,
      noOfPax: r.noOfPax ?? Math.max(r.guests.length, r.bedIds?.length ?? 0),
    };
  });
  const products = d.products.length
    ? await tx.product.findMany({
        where: { id: { in: d.products.map((p) => p.productId) }, isActive: true },
        select: ENGINE_PRODUCT_SELECT,
      })
    : [];
  const issues: FieldIssue[] = d.products.flatMap((p, i) =>
    products.some((x) => x.id === p.productId)
      ? []
      : [{ path: `products.${i}.productId`, message: "validation.unknownReference" }],
  );
  if (issues.length) throw new AppError("VALIDATION_ERROR", undefined, { fields: issues });
  return buildSnapshot(tx, {
    id: null,
    type: d.type,
    resortId: d.type === "resort" ? (d.resortId ?? null) : null,
    vesselId: null,
    scheduleId: d.type === "vessel" ? (d.scheduleId ?? null) : null,
    dateFrom: d.dateFrom ?? null,
    dateTo: d.dateTo ?? null,
    bookingDate: d.bookingDate ?? null,
    currency: d.currency ?? null,
    channel: d.channel,
    agencyId: d.agencyId ?? null,
    sourceId: d.sourceId ?? null,
    priceId: d.priceId ?? null,
    termsOfPaymentId: d.termsOfPaymentId ?? null,
    commission: null,
    tax: null,
    mainCustomerId: d.customerId ?? null,
    rooms,
    guests,
    products: d.products.map((p, i) => ({
      id: i + 1,
      product: toEngineProduct(products.find((x) => x.id === p.productId)!),
      customerIds: p.customerIds ?? null,
      quantity: p.quantity ?? null,
      optional: p.optional,
    })),
    checkRooms: true,
  });
}

async function buildSnapshot(tx: Tx, s: Source): Promise<BookingSnapshot> {
  const customerIds = [...new Set(s.guests.map((g) => g.customerId).filter((id) => id > 0))];
  const { schedule, rooms, customers, agency, terms } = s.references ?? (await lookUpReferences(tx, s, customerIds));
  if (s.scheduleId && !schedule) throw badReference("scheduleId");
  if (s.agencyId && !agency) throw badReference("agencyId");
  if (s.termsOfPaymentId && !terms) throw badReference("termsOfPaymentId");
  const vesselId = schedule?.vesselId ?? s.vesselId;
  const dateFrom = schedule ? isoDate(schedule.from) : s.dateFrom!;
  const dateTo = schedule ? isoDate(schedule.to) : s.dateTo!;
  const roomById = new Map(rooms.map((r) => [r.id, r]));
  s.rooms.forEach((r, i) => {
    const room = roomById.get(r.roomId);
    const foreign = s.type === "resort" ? room?.resortId !== s.resortId : room?.vesselId !== vesselId;
    if (!room || (s.checkRooms && foreign)) throw badReference(`rooms.${i}.roomId`);
  });
  const customerById = new Map(customers.map((c) => [c.id, c]));
  const missing = s.guests.findIndex((g) => g.customerId > 0 && !customerById.has(g.customerId));
  if (missing >= 0) throw badReference(`guests.${missing}`);

  const [paxOnTrip, history, bookingDate, currency] = await Promise.all([
    schedule
      ? tx.booking
          .aggregate({
            where: { scheduleId: schedule.id, ...holdingBookings },
            _sum: { noOfPax: true },
          })
          .then((a) => a._sum.noOfPax ?? 0)
      : null,
    pricingReadsStays(tx, s.adjustments?.addedSpecials?.length ?? 0).then((reads) =>
      reads ? stayHistory(tx, customerIds, dateFrom, s.id) : [],
    ),
    s.bookingDate ?? propertyToday(tx, s, rooms),
    s.currency ?? defaultCurrency(tx),
  ]);
  // a draft is not among the schedule's bookings yet: its own persons count too
  const ownPax = s.id ? 0 : s.rooms.reduce((n, r) => n + r.noOfPax, 0);

  const guests: Guest[] = s.guests.map((g) => {
    const c = customerById.get(g.customerId);
    const stays = history.filter((h) => h.customerId === g.customerId);
    const last = stays.reduce<string | null>((m, h) => (!m || h.last > m ? h.last : m), null);
    return {
      customerId: g.customerId,
      bookingRoomId: g.bookingRoomId,
      isMain: g.isMain,
      age: g.age ?? c?.permanentAge ?? (c?.birthday ? ageAt(c.birthday, dateFrom) : null),
      customerType: g.customerType ?? c?.customerType ?? "Direct",
      passportCountry: c?.passportNationality ?? c?.nationality ?? null,
      addressCountry: c?.country ?? null,
      lastStay: last,
      noOfStays: stays.reduce((n, h) => n + h.stays, 0),
      // revenue in the booking's currency: stays paid in another currency are left out
      stayRevenue: sum(stays.filter((h) => h.currency === currency).map((h) => new Decimal(h.revenue))),
      ...(g.variantId ? { variantId: g.variantId } : {}),
    };
  });

  return {
    id: s.id,
    type: s.type,
    dateFrom,
    dateTo,
    bookingDate,
    channel: s.channel,
    agency: agency ? { id: agency.id, commissionPercent: agency.commissionPercent, country: agency.country } : null,
    sourceId: s.sourceId,
    resortId: s.resortId,
    vesselId,
    currency,
    schedule: schedule
      ? {
          id: schedule.id,
          tourId: schedule.tourId,
          tourName: schedule.tour.name,
          vesselId: schedule.vesselId,
          departureDate: isoDate(schedule.from),
          returnDate: isoDate(schedule.to),
          paxOnTrip: (paxOnTrip ?? 0) + ownPax,
        }
      : null,
    rooms: s.rooms.map((r) => {
      const room = roomById.get(r.roomId)!;
      return {
        id: r.id,
        roomId: room.id,
        roomName: room.name,
        roomTypeId: room.roomTypeId,
        roomTypeName: room.roomType.name,
        roomTypeSurcharge: { value: room.roomType.surcharge, type: room.roomType.surchargeType },
        ...(s.type === "vessel" && room.resortId != null ? { stayResortId: room.resortId } : {}),
        dateFrom: r.dateFrom,
        dateTo: r.dateTo,
        exclusive: r.exclusive,
        beds: room._count.beds,
        noOfPax: r.noOfPax,
      };
    }),
    guests,
    priceId: s.priceId,
    termsOfPayment: termsOf(terms),
    commission: s.commission,
    tax: s.tax,
    products: s.products,
    ...(s.calledOff ? { calledOff: s.calledOff } : {}),
    ...s.adjustments,
  };
}

/** A draft's references by their ids, each that it names (the stored booking's come with it). */
async function lookUpReferences(tx: Tx, s: Source, customerIds: number[]): Promise<References> {
  const [schedule, rooms, customers, agency, terms] = await Promise.all([
    s.scheduleId ? tx.schedule.findUnique({ where: { id: s.scheduleId }, select: ENGINE_SCHEDULE_SELECT }) : null,
    tx.room.findMany({ where: { id: { in: s.rooms.map((r) => r.roomId) } }, select: ROOM_SELECT }),
    customerIds.length ? tx.customer.findMany({ where: { id: { in: customerIds } }, select: CUSTOMER_SELECT }) : [],
    s.agencyId ? tx.agency.findUnique({ where: { id: s.agencyId }, select: AGENCY_SELECT }) : null,
    s.termsOfPaymentId
      ? tx.termsOfPayment.findUnique({ where: { id: s.termsOfPaymentId }, select: TERMS_SELECT })
      : null,
  ]);
  return { schedule, rooms, customers, agency, terms };
}

const badReference = (path: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message: "validation.unknownReference" }] });

async function propertyToday(tx: Tx, s: Source, rooms: References["rooms"]): Promise<string> {
  // a resort's zone comes with its rooms (a draft's rooms are checked to be the resort's)
  const inResort = s.resortId ? rooms.find((r) => r.resortId === s.resortId) : undefined;
  const asset = inResort
    ? inResort.resort
    : s.resortId
      ? await tx.resort.findUnique({ where: { id: s.resortId }, select: { timezone: true } })
      : s.vesselId
        ? await tx.vessel.findUnique({ where: { id: s.vesselId }, select: { timezone: true } })
        : null;
  const zone =
    asset?.timezone ??
    ((await tx.setting.findUnique({ where: { group_key: { group: "general", key: "timezone" } } }))?.value as
      string | undefined) ??
    SETTING_DEFAULTS.general.timezone;
  return todayIn(zone);
}
