// The finance report of a period (GET /api/bookings/report/finance): the payments by the day they
// were paid and the invoices and credit notes by their issue date, grouped by the asset of their
// booking (a resort or a vessel), with sums per currency and per payment method. A read: payments
// are the counted rows (payments less refunds and reversals, booking/payment-statuses.ts), in the
// booking's currency. A booking's asset is its own (a trip's vessel, a stay's resort); how a stay
// beside a trip shares its revenue is the asset share's question (asset-share.ts).
import { addCalendarDays, calendarDate, startOfDayIn } from "../../core/dates";
import { db, Prisma } from "../../core/db";
import { dec, ZERO, type Decimal } from "../../core/money";
import { operatorTimeZone } from "../../core/operator";
import { COUNTED_STATUSES, signedAmount } from "../booking/payment-statuses";
import { bookingLabel } from "../booking/states";
import { PAYMENT_METHODS } from "../payments/payment-schemas";
import type { AssetKind, AssetRef, AssetView } from "./report-schemas";

export type FinanceReportInput = { from: string; to: string; assets?: AssetRef[] };

type BookingRow = {
  id: number;
  bookingNo: string | null;
  reservationNo: string | null;
  offerNo: string | null;
  type: string;
  resortId: number | null;
  vesselId: number | null;
};

/** A booking's own asset: a trip's vessel, a stay's resort (else whichever it has). */
export function assetOfBooking(b: Pick<BookingRow, "type" | "resortId" | "vesselId">): AssetRef | null {
  if (b.type === "vessel" && b.vesselId != null) return { kind: "vessel", id: b.vesselId };
  if (b.resortId != null) return { kind: "resort", id: b.resortId };
  if (b.vesselId != null) return { kind: "vessel", id: b.vesselId };
  return null;
}

const assetKey = (a: AssetRef | null) => (a ? `${a.kind}:${a.id}` : "");

export type ReportPayment = {
  id: number;
  date: string;
  bookingId: number;
  bookingNumber: string;
  method: string;
  status: string;
  /** in the booking's currency; a refund or reversal negative */
  amount: string;
  currency: string;
  /** paid in another currency: what was paid in it (a refund or reversal negative) */
  foreignAmount: string | null;
  foreignCurrency: string | null;
  reference: string | null;
};

export type ReportInvoice = {
  id: number;
  number: string;
  series: string;
  kind: string;
  date: string;
  bookingId: number;
  bookingNumber: string;
  buyer: string;
  currency: string;
  net: string;
  tax: string;
  total: string;
  amountDue: string;
};

type DocSums = { count: number; net: string; tax: string; total: string };

export type ReportSums = {
  currency: string;
  /** what was paid (payments less refunds and reversals) */
  paid: string;
  payments: number;
  byMethod: { method: string; amount: string; count: number }[];
  invoices: DocSums;
  credits: DocSums;
};

export type ReportGroup = {
  asset: AssetView | null;
  payments: ReportPayment[];
  invoices: ReportInvoice[];
  sums: ReportSums[];
};

export type FinanceReport = { from: string; to: string; groups: ReportGroup[]; totals: ReportSums[] };

/** Sums per currency of payments and invoices (pure): paid and per method, invoices and credit notes apart. */
export function sumsOf(payments: readonly ReportPayment[], invoices: readonly ReportInvoice[]): ReportSums[] {
  type Docs = { count: number; net: Decimal; tax: Decimal; total: Decimal };
  type Acc = {
    paid: Decimal;
    payments: number;
    methods: Map<string, { amount: Decimal; count: number }>;
    docs: Docs[];
  };
  const docs = (): Docs => ({ count: 0, net: ZERO, tax: ZERO, total: ZERO });
  const by = new Map<string, Acc>();
  const of = (currency: string) => {
    let a = by.get(currency);
    if (!a) by.set(currency, (a = { paid: ZERO, payments: 0, methods: new Map(), docs: [docs(), docs()] }));
    return a;
  };
  // one pass, one Decimal per amount: a year has tens of thousands of rows
  for (const p of payments) {
    const a = of(p.currency);
    const amount = dec(p.amount);
    a.paid = a.paid.plus(amount);
    a.payments++;
    const m = a.methods.get(p.method) ?? { amount: ZERO, count: 0 };
    a.methods.set(p.method, { amount: m.amount.plus(amount), count: m.count + 1 });
  }
  for (const i of invoices) {
    const d = of(i.currency).docs[i.series === "credit" ? 1 : 0];
    d.count++;
    d.net = d.net.plus(i.net);
    d.tax = d.tax.plus(i.tax);
    d.total = d.total.plus(i.total);
  }
  const docSums = (d: Docs) => ({
    count: d.count,
    net: d.net.toFixed(2),
    tax: d.tax.toFixed(2),
    total: d.total.toFixed(2),
  });
  // the methods in their usual order, any other after them
  const rank = (m: string) => (PAYMENT_METHODS as readonly string[]).indexOf(m) + 1 || 99;
  return [...by.keys()].sort().map((currency) => {
    const a = by.get(currency)!;
    return {
      currency,
      paid: a.paid.toFixed(2),
      payments: a.payments,
      byMethod: [...a.methods]
        .sort(([x], [y]) => rank(x) - rank(y) || x.localeCompare(y))
        .map(([method, m]) => ({ method, amount: m.amount.toFixed(2), count: m.count })),
      invoices: docSums(a.docs[0]),
      credits: docSums(a.docs[1]),
    };
  });
}

/** The names of the resorts and vessels named. */
export async function assetNames(refs: readonly AssetRef[]): Promise<Map<string, AssetView>> {
  const ids = (kind: AssetKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const [resorts, vessels] = await Promise.all([
    db().resort.findMany({ where: { id: { in: ids("resort") } }, select: { id: true, name: true } }),
    db().vessel.findMany({ where: { id: { in: ids("vessel") } }, select: { id: true, name: true } }),
  ]);
  const out = new Map<string, AssetView>();
  for (const r of resorts) out.set(`resort:${r.id}`, { kind: "resort", id: r.id, name: r.name });
  for (const v of vessels) out.set(`vessel:${v.id}`, { kind: "vessel", id: v.id, name: v.name });
  return out;
}

/** Resorts before vessels, then by name; what has no asset last. */
export function byAsset(a: AssetView | null, b: AssetView | null): number {
  if (!a || !b) return a ? -1 : b ? 1 : 0;
  return a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.id - b.id;
}

const signed = (status: string, v: string) => signedAmount(status, dec(v)).toFixed(2);

/** A booking's own asset in SQL, as assetOfBooking says it ("vessel:2", "resort:1" or null). */
const ASSET_SQL = Prisma.sql`CASE
  WHEN b.type = 'vessel' AND b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId"
  WHEN b."resortId" IS NOT NULL THEN 'resort:' || b."resortId"
  WHEN b."vesselId" IS NOT NULL THEN 'vessel:' || b."vesselId" END`;

/** A moment as the timestamp columns hold it (UTC, without zone), whatever the session's zone. */
const utc = (d: Date) => d.toISOString().replace("T", " ").replace("Z", "");

/** The booking's columns: selected in each part's rows, then put in its JSON arrays in this order. */
const BOOKING_ARRAY = Prisma.sql`x."bookingId", x."bookingNo", x."reservationNo", x."offerNo", x.type, x."resortId",
  x."vesselId"`;
const BOOKING_COLUMNS = Prisma.sql`b.id AS "bookingId", b."bookingNo", b."reservationNo", b."offerNo",
  b.type::text AS type, b."resortId", b."vesselId"`;

/**
 * The report of the period from..to (both days included), of every asset or of `assets`. Each
 * part is read as one JSON text: PGlite hands rows over one by one, and a year's thousands of rows
 * cost more than the query itself (docs/decisions.md, the occupancy's read does the same).
 */
export async function financeReport(input: FinanceReportInput): Promise<FinanceReport> {
  const zone = await operatorTimeZone();
  const [from, to] = [calendarDate(input.from), calendarDate(input.to)];
  // a payment without its calendar date (none of staff's) counts on the operator's day it arrived
  const [start, end] = [startOfDayIn(input.from, zone), startOfDayIn(addCalendarDays(input.to, 1), zone)];
  const assets = input.assets?.length
    ? Prisma.sql`AND ${ASSET_SQL} = ANY(${input.assets.map((a) => `${a.kind}:${a.id}`)}::text[])`
    : Prisma.empty;
  const [[{ rows: paymentJson }], [{ rows: invoiceJson }]] = await Promise.all([
    db().$queryRaw<{ rows: string }[]>`
      SELECT COALESCE(json_agg(json_build_array(x.id, x.day, x.method, x.status, x.amount, x.currency,
          x."foreignAmount", x."foreignCurrency", x.reference, ${BOOKING_ARRAY}) ORDER BY x.day, x.id),
        '[]')::text AS rows
      FROM (
        SELECT p.id, COALESCE(p.date,
            (COALESCE(p."paidAt", p."createdAt") AT TIME ZONE 'UTC' AT TIME ZONE ${zone})::date)::text AS day,
          p.method, p.status, p.amount::text AS amount, p.currency, p."foreignAmount"::text AS "foreignAmount",
          p."foreignCurrency", p.reference, ${BOOKING_COLUMNS}
        FROM "Payment" p JOIN "Booking" b ON b.id = p."bookingId"
        WHERE p.status = ANY(${COUNTED_STATUSES}::text[])
          AND (p.date BETWEEN ${from}::date AND ${to}::date
            OR (p.date IS NULL AND p."createdAt" >= ${utc(start)}::timestamp
              AND p."createdAt" < ${utc(end)}::timestamp))
          ${assets}
      ) x`,
    db().$queryRaw<{ rows: string }[]>`
      SELECT COALESCE(json_agg(json_build_array(x.id, x.number, x.series, x.kind, x.date, x.currency, x.net, x.tax,
          x.total, x."amountDue", x.buyer, ${BOOKING_ARRAY}) ORDER BY x.date, x.id), '[]')::text AS rows
      FROM (
        SELECT i.id, i.number, i.series, i.kind, i.date::text AS date, i.currency, i.net::text AS net,
          i.tax::text AS tax, i.total::text AS total, i."amountDue"::text AS "amountDue", i.buyer->>'name' AS buyer,
          ${BOOKING_COLUMNS}
        FROM "Invoice" i JOIN "Booking" b ON b.id = i."bookingId"
        WHERE i.date BETWEEN ${from}::date AND ${to}::date ${assets}
      ) x`,
  ]);
  // each row an array, in the order of the select (no key names: half the text)
  type Cells = [number, string, string, string, string, string, string | null, string | null, string | null];
  type BookingCells = [number, string | null, string | null, string | null, string, number | null, number | null];
  const booking = (c: BookingCells): BookingRow => ({
    id: c[0],
    bookingNo: c[1],
    reservationNo: c[2],
    offerNo: c[3],
    type: c[4],
    resortId: c[5],
    vesselId: c[6],
  });
  const payments = (JSON.parse(paymentJson) as [...Cells, ...BookingCells][]).map((c) => ({
    id: c[0],
    day: c[1],
    method: c[2],
    status: c[3],
    amount: c[4],
    currency: c[5],
    foreignAmount: c[6],
    foreignCurrency: c[7],
    reference: c[8],
    booking: booking(c.slice(9) as BookingCells),
  }));
  type InvoiceCells = [number, string, string, string, string, string, string, string, string, string, string | null];
  const invoices = (JSON.parse(invoiceJson) as [...InvoiceCells, ...BookingCells][]).map((c) => ({
    id: c[0],
    number: c[1],
    series: c[2],
    kind: c[3],
    date: c[4],
    currency: c[5],
    net: c[6],
    tax: c[7],
    total: c[8],
    amountDue: c[9],
    buyer: c[10],
    booking: booking(c.slice(11) as BookingCells),
  }));

  const refs = [...payments, ...invoices].flatMap((r) => assetOfBooking(r.booking) ?? []);
  const names = await assetNames(refs);
  const groups = new Map<string, ReportGroup>();
  const groupOf = (b: BookingRow) => {
    const ref = assetOfBooking(b);
    const key = assetKey(ref);
    let g = groups.get(key);
    if (!g) {
      const asset = ref ? (names.get(key) ?? { ...ref, name: key }) : null;
      g = { asset, payments: [], invoices: [], sums: [] };
      groups.set(key, g);
    }
    return g;
  };

  for (const p of payments)
    groupOf(p.booking).payments.push({
      id: p.id,
      date: p.day,
      bookingId: p.booking.id,
      bookingNumber: bookingLabel(p.booking),
      method: p.method,
      status: p.status,
      amount: signed(p.status, p.amount),
      currency: p.currency,
      foreignAmount: p.foreignCurrency && p.foreignAmount !== null ? signed(p.status, p.foreignAmount) : null,
      foreignCurrency: p.foreignCurrency,
      reference: p.reference,
    });
  for (const i of invoices)
    groupOf(i.booking).invoices.push({
      id: i.id,
      number: i.number,
      series: i.series,
      kind: i.kind,
      date: i.date,
      bookingId: i.booking.id,
      bookingNumber: bookingLabel(i.booking),
      buyer: i.buyer ?? "",
      currency: i.currency,
      // DECIMAL(14, 2) as text: two places already
      net: i.net,
      tax: i.tax,
      total: i.total,
      amountDue: i.amountDue,
    });

  const sorted = [...groups.values()].sort((a, b) => byAsset(a.asset, b.asset));
  for (const g of sorted) g.sums = sumsOf(g.payments, g.invoices);
  return {
    from: input.from,
    to: input.to,
    groups: sorted,
    totals: sumsOf(
      sorted.flatMap((g) => g.payments),
      sorted.flatMap((g) => g.invoices),
    ),
  };
}
