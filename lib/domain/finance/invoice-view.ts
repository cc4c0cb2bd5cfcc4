// Invoices as the API and the pages show them: the issued snapshot, what is open of it (the
// booking's payments allocated to its standing invoices in issue order, invoice-lines.ts), its
// state (open, paid, credited, or a credit note) and the public link. The list pages on the
// server (search by number or buyer; filters kind, state, booking, period) and exports as CSV.
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { db, type Prisma } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { own } from "../../core/own";
import { dec, ZERO, type Decimal } from "../../core/money";
import type { ListQuery } from "../../resources/list-query";
import { paidOfRows } from "../booking/payment-due";
import { COUNTED_STATUSES } from "../booking/payment-statuses";
import { bookingLabel } from "../booking/states";
import { openOfInvoices, type InvoiceLine, type TaxPart } from "./invoice-lines";
import { invoiceToken } from "./invoice-token";
import { invoiceSnapshotSelect, sealInvoice } from "./seal-invoice";

/** Who reads invoices: staff who read or change bookings, or see their payments. */
export const INVOICE_READ_SCOPES = ["bookings.read", "bookings.update", "bookingpayment.read"] as const;

export const invoiceSelect = {
  id: true,
  bookingId: true,
  series: true,
  ...invoiceSnapshotSelect,
  deducted: true,
  lineKeys: true,
  pdfHash: true,
  createdAt: true,
  credits: { select: { id: true, number: true } },
  creditedBy: { select: { id: true, number: true } },
  booking: { select: { id: true, bookingNo: true, reservationNo: true, offerNo: true } },
} satisfies Prisma.InvoiceSelect;

type Row = Prisma.InvoiceGetPayload<{ select: typeof invoiceSelect }>;

export type InvoiceState = "open" | "paid" | "credited" | "credit";

/** The address a guest opens the invoice at (its token in the link). */
export const publicInvoiceUrl = (i: { id: number; number: string }) =>
  `${publicOrigin()}/invoice/${i.id}?token=${invoiceToken(i)}`;

export function presentInvoice(r: Row, open: Decimal) {
  const state: InvoiceState =
    r.series === "credit" ? "credit" : r.creditedBy ? "credited" : open.gt(ZERO) ? "open" : "paid";
  return {
    id: r.id,
    number: r.number,
    series: r.series,
    kind: r.kind,
    state,
    date: isoDate(r.date),
    dueDate: r.dueDate ? isoDate(r.dueDate) : null,
    language: r.language,
    currency: r.currency,
    bookingId: r.bookingId,
    bookingNumber: bookingLabel(r.booking),
    buyer: r.buyer as { name: string; agencyId?: number; customerId?: number },
    seller: r.seller as { name: string },
    net: r.net.toFixed(2),
    tax: r.tax.toFixed(2),
    total: r.total.toFixed(2),
    deducted: r.deducted.toFixed(2),
    amountDue: r.amountDue.toFixed(2),
    open: open.toFixed(2),
    taxBreakdown: r.taxBreakdown as TaxPart[],
    lines: r.lines as InvoiceLine[],
    deductions: r.deductions as { id: number; number: string; date: string; gross: string }[],
    lineKeys: r.lineKeys,
    credits: r.credits,
    creditedBy: r.creditedBy,
    reason: r.reason,
    pdfHash: r.pdfHash,
    publicUrl: publicInvoiceUrl(r),
    createdAt: r.createdAt.toISOString(),
  };
}

export type InvoiceView = ReturnType<typeof presentInvoice>;

/** What is open of each invoice of these bookings (by invoice id). */
async function openOf(bookingIds: readonly number[]): Promise<Map<number, Decimal>> {
  if (!bookingIds.length) return new Map();
  const [invoices, payments] = await Promise.all([
    db().invoice.findMany({
      where: { bookingId: { in: [...bookingIds] } },
      select: { id: true, bookingId: true, kind: true, amountDue: true, creditedBy: { select: { id: true } } },
      orderBy: { id: "asc" },
    }),
    db().payment.findMany({
      where: { bookingId: { in: [...bookingIds] }, status: { in: COUNTED_STATUSES } },
      select: { bookingId: true, status: true, amount: true },
    }),
  ]);
  const out = new Map<number, Decimal>();
  for (const id of new Set(bookingIds)) {
    const mine = invoices
      .filter((i) => i.bookingId === id)
      .map((i) => ({ id: i.id, kind: i.kind, amountDue: i.amountDue.toFixed(2), credited: !!i.creditedBy }));
    const paid = paidOfRows(payments.filter((p) => p.bookingId === id));
    for (const [k, v] of openOfInvoices(mine, paid)) out.set(k, v);
  }
  return out;
}

/** One invoice (404 when there is none). */
export async function loadInvoice(id: number): Promise<InvoiceView> {
  const r = await db().invoice.findUnique({ where: { id }, select: invoiceSelect });
  if (!r) throw notFound();
  return presentInvoice(r, (await openOf([r.bookingId])).get(r.id) ?? ZERO);
}

/** The invoices and credit notes of a booking, in the order they were issued. */
export async function invoicesOfBooking(bookingId: number): Promise<InvoiceView[]> {
  const rows = await db().invoice.findMany({ where: { bookingId }, select: invoiceSelect, orderBy: { id: "asc" } });
  const open = await openOf([bookingId]);
  return rows.map((r) => presentInvoice(r, open.get(r.id) ?? ZERO));
}

/** The PDF as issued. */
export async function invoicePdf(id: number): Promise<{ number: string; pdf: Buffer }> {
  const r = await db().invoice.findUnique({ where: { id }, select: { number: true, pdf: true } });
  if (!r) throw notFound();
  // an issue whose sealing was cut short (the process stopped right after the commit) is sealed now
  return { number: r.number, pdf: r.pdf ? Buffer.from(r.pdf) : await sealInvoice(id) };
}

const SORTS: Record<string, (o: "asc" | "desc") => Prisma.InvoiceOrderByWithRelationInput[]> = {
  date: (o) => [{ date: o }, { id: o }],
  number: (o) => [{ series: "asc" }, { year: o }, { seq: o }],
  total: (o) => [{ total: o }, { id: o }],
  id: (o) => [{ id: o }],
};

const bad = (path: string, message: string): never => {
  throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });
};

const day = (path: string, v: string) => {
  try {
    return calendarDate(v);
  } catch {
    return bad(path, "validation.dateFormat");
  }
};

/** The list's where (state is decided after the page is read: open and paid are derived). */
function listWhere(q: Pick<ListQuery, "filter" | "search">): Prisma.InvoiceWhereInput {
  const and: Prisma.InvoiceWhereInput[] = [];
  for (const [name, value] of Object.entries(q.filter)) {
    if (!value) continue;
    switch (name) {
      case "kind":
        if (!["full", "deposit", "final", "credit"].includes(value)) bad(`filter.${name}`, "validation.filterValue");
        and.push({ kind: value });
        break;
      case "state":
        // credited and credit notes are stored facts; open and paid are worked out per page
        if (value === "credit") and.push({ series: "credit" });
        else if (value === "credited") and.push({ creditedBy: { isNot: null } });
        else if (value === "open" || value === "paid") and.push({ series: "invoice", creditedBy: null });
        else bad(`filter.${name}`, "validation.filterValue");
        break;
      case "bookingId": {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) bad(`filter.${name}`, "validation.filterValue");
        and.push({ bookingId: n });
        break;
      }
      case "from":
        and.push({ date: { gte: day(`filter.${name}`, value) } });
        break;
      case "to":
        and.push({ date: { lt: calendarDate(addCalendarDays(isoDate(day(`filter.${name}`, value)), 1)) } });
        break;
      default:
        bad(`filter.${name}`, "validation.unknownFilter");
    }
  }
  const s = q.search?.trim();
  if (s)
    and.push({
      OR: [
        { number: { contains: s, mode: "insensitive" } },
        { booking: { bookingNo: { contains: s, mode: "insensitive" } } },
        { buyer: { path: ["name"], string_contains: s } },
      ],
    });
  return { AND: and };
}

/** GET /api/invoices: a page of invoices and credit notes, newest first by default. */
export async function listInvoices(q: ListQuery) {
  const sort = own(SORTS, q.sort ?? "date");
  if (!sort) bad("sort", "validation.unknownSort");
  const where = listWhere(q);
  const state = q.filter.state;
  const derived = state === "open" || state === "paid";
  // open and paid are derived from the payments: read the standing invoices and page after deciding
  const rows = await db().invoice.findMany({
    where,
    select: invoiceSelect,
    orderBy: sort!(q.sort ? q.order : "desc"),
    ...(derived ? {} : { skip: (q.page - 1) * q.size, take: q.size }),
  });
  const open = await openOf([...new Set(rows.map((r) => r.bookingId))]);
  let views = rows.map((r) => presentInvoice(r, open.get(r.id) ?? ZERO));
  let total = derived ? 0 : await db().invoice.count({ where });
  if (derived) {
    views = views.filter((v) => v.state === state);
    total = views.length;
    views = views.slice((q.page - 1) * q.size, q.page * q.size);
  }
  return { data: views, total, page: q.page, size: q.size };
}

/** The CSV's columns (header keys under invoices.fields). */
export const INVOICE_CSV = [
  "number",
  "date",
  "kind",
  "state",
  "bookingNumber",
  "buyer",
  "currency",
  "net",
  "tax",
  "total",
  "amountDue",
  "open",
] as const;

export const invoiceCsvRow = (v: InvoiceView) =>
  INVOICE_CSV.map((k) => (k === "buyer" ? v.buyer.name : k === "open" ? dec(v.open).toFixed(2) : v[k]));
