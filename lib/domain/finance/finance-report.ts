// The finance report of a period (GET /api/bookings/report/finance): the payments by the day they
// were paid and the invoices and credit notes by their issue date, grouped by the asset of their
// booking (a resort or a vessel), with sums per currency and per payment method. A read: payments
// are the counted rows (payments less refunds and reversals, booking/payment-statuses.ts), in the
// booking's currency. A booking's asset is its own (a trip's vessel, a stay's resort); how a stay
// beside a trip shares its revenue is the asset share's question (asset-share.ts).
import { calendarDate, isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import { sum, type Decimal } from "../../core/money";
import { operatorTimeZone } from "../../core/operator";
import { COUNTED_STATUSES, signedAmount } from "../booking/payment-statuses";
import { bookingLabel } from "../booking/states";
import { paidBetween, paymentDay } from "../payments/list-payments";
import { PAYMENT_METHODS } from "../payments/payment-schemas";
import type { AssetKind, AssetRef, AssetView } from "./report-schemas";

export type FinanceReportInput = { from: string; to: string; assets?: AssetRef[] };

const bookingSelect = {
  id: true,
  bookingNo: true,
  reservationNo: true,
  offerNo: true,
  type: true,
  resortId: true,
  vesselId: true,
} satisfies Prisma.BookingSelect;
type BookingRow = Prisma.BookingGetPayload<{ select: typeof bookingSelect }>;

/** A booking's own asset: a trip's vessel, a stay's resort (else whichever it has). */
export function assetOfBooking(b: Pick<BookingRow, "type" | "resortId" | "vesselId">): AssetRef | null {
  if (b.type === "vessel" && b.vesselId != null) return { kind: "vessel", id: b.vesselId };
  if (b.resortId != null) return { kind: "resort", id: b.resortId };
  if (b.vesselId != null) return { kind: "vessel", id: b.vesselId };
  return null;
}

/** The bookings whose own asset (assetOfBooking) is one of `assets`. */
function bookingsOfAssets(assets: AssetRef[]): Prisma.BookingWhereInput {
  const ids = (kind: AssetKind) => assets.filter((a) => a.kind === kind).map((a) => a.id);
  const [resorts, vessels] = [ids("resort"), ids("vessel")];
  return {
    OR: [
      ...(vessels.length
        ? [
            { type: "vessel" as const, vesselId: { in: vessels } },
            { type: "resort" as const, resortId: null, vesselId: { in: vessels } },
          ]
        : []),
      ...(resorts.length
        ? [
            { type: "resort" as const, resortId: { in: resorts } },
            { type: "vessel" as const, vesselId: null, resortId: { in: resorts } },
          ]
        : []),
    ],
  };
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
  const currencies = [...new Set([...payments.map((p) => p.currency), ...invoices.map((i) => i.currency)])].sort();
  const docs = (rows: ReportInvoice[]): DocSums => ({
    count: rows.length,
    net: sum(rows.map((r) => r.net)).toFixed(2),
    tax: sum(rows.map((r) => r.tax)).toFixed(2),
    total: sum(rows.map((r) => r.total)).toFixed(2),
  });
  return currencies.map((currency) => {
    const paid = payments.filter((p) => p.currency === currency);
    const issued = invoices.filter((i) => i.currency === currency);
    const methods = [...PAYMENT_METHODS, ...new Set(paid.map((p) => p.method))].filter(
      (m, i, all) => all.indexOf(m) === i && paid.some((p) => p.method === m),
    );
    return {
      currency,
      paid: sum(paid.map((p) => p.amount)).toFixed(2),
      payments: paid.length,
      byMethod: methods.map((method) => {
        const rows = paid.filter((p) => p.method === method);
        return { method, amount: sum(rows.map((p) => p.amount)).toFixed(2), count: rows.length };
      }),
      invoices: docs(issued.filter((i) => i.series !== "credit")),
      credits: docs(issued.filter((i) => i.series === "credit")),
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

const signed = (status: string, v: Decimal | null) => (v === null ? null : signedAmount(status, v).toFixed(2));

/** The report of the period from..to (both days included), of every asset or of `assets`. */
export async function financeReport(input: FinanceReportInput): Promise<FinanceReport> {
  const zone = await operatorTimeZone();
  const booking = input.assets?.length ? { booking: bookingsOfAssets(input.assets) } : {};
  const [payments, invoices] = await Promise.all([
    db().payment.findMany({
      where: { AND: [paidBetween(zone, input.from, input.to), { status: { in: COUNTED_STATUSES } }, booking] },
      select: {
        id: true,
        date: true,
        paidAt: true,
        createdAt: true,
        method: true,
        status: true,
        amount: true,
        currency: true,
        foreignAmount: true,
        foreignCurrency: true,
        reference: true,
        booking: { select: bookingSelect },
      },
      orderBy: { id: "asc" },
    }),
    db().invoice.findMany({
      where: { date: { gte: calendarDate(input.from), lte: calendarDate(input.to) }, ...booking },
      select: {
        id: true,
        number: true,
        series: true,
        kind: true,
        date: true,
        currency: true,
        net: true,
        tax: true,
        total: true,
        amountDue: true,
        buyer: true,
        booking: { select: bookingSelect },
      },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    }),
  ]);

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

  const rows = payments
    .map((p) => ({ p, day: paymentDay(p, zone) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.p.id - b.p.id);
  for (const { p, day } of rows)
    groupOf(p.booking).payments.push({
      id: p.id,
      date: day,
      bookingId: p.booking.id,
      bookingNumber: bookingLabel(p.booking),
      method: p.method,
      status: p.status,
      amount: signed(p.status, p.amount)!,
      currency: p.currency,
      foreignAmount: p.foreignCurrency ? signed(p.status, p.foreignAmount) : null,
      foreignCurrency: p.foreignCurrency,
      reference: p.reference,
    });
  for (const i of invoices)
    groupOf(i.booking).invoices.push({
      id: i.id,
      number: i.number,
      series: i.series,
      kind: i.kind,
      date: isoDate(i.date),
      bookingId: i.booking.id,
      bookingNumber: bookingLabel(i.booking),
      buyer: String((i.buyer as { name?: unknown } | null)?.name ?? ""),
      currency: i.currency,
      net: i.net.toFixed(2),
      tax: i.tax.toFixed(2),
      total: i.total.toFixed(2),
      amountDue: i.amountDue.toFixed(2),
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
