// POST /api/bookings/{id}/invoice: staff issue an invoice from a booking: the whole booking
// ("full"), its deposit ("deposit"), or the rest after the deposit invoices ("final", which
// deducts them). One transaction: the booking locked, its price worked out by the engine as it is
// now (and refused if that is no longer the stored total: reload the price first), the number
// taken from its series (gap-free), the lines, the seller and the buyer written as a snapshot, the
// PDF rendered (Factur-X with the e-invoice, e-invoice.ts) and stored with its hash, an audit row.
// An invoice is issued once for the same lines: a second full or final invoice, or a second
// deposit invoice, is a 409 until a credit note cancels the first.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { dec, ZERO } from "../../core/money";
import { isLocale, type Locale } from "../../i18n/locale";
import { priceBooking } from "../booking/calculation/price-booking";
import { bookingToday, lockBooking } from "../booking/lock-booking";
import { owesPayment } from "../booking/payment-due";
import { bookingLabel } from "../booking/states";
import { textInLanguage } from "../pricing/text-in-language";
import { readGroup } from "../settings/group-settings";
import { deductionOf, depositOf, invoiceOfLines, type InvoiceAmounts, type TaxPart } from "./invoice-lines";
import { takeInvoiceNumber } from "./invoice-numbers";
import type { Party } from "./invoice-pdf";
import { invoicedBooking, invoicedBookingSelect, writeInvoice } from "./invoice-record";
import type { InvoiceContext } from "./seal-invoice";
import { translator } from "../../i18n/translator";

export const INVOICE_KINDS = ["full", "deposit", "final"] as const;
/** Split invoices (split-invoice.ts) name their lines; the kinds above invoice the whole total or a part. */
export const SPLIT_KIND = "split";
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

export const invoiceRefused = (key: string, values: Record<string, string | number> = {}) =>
  new AppError("CONFLICT", `errors.invoices.${key}`, { values, details: { reason: key, ...values } });

/** An invoice still standing: issued and not cancelled by a credit note. */
type Standing = {
  id: number;
  kind: string;
  number: string;
  date: Date;
  total: Prisma.Decimal;
  taxBreakdown: unknown;
  lineKeys: string[];
};

/** The operator as /config/company has it, for the letterhead and the payment details. */
export async function sellerParty(): Promise<Party> {
  const c = await readGroup("company");
  const s = (k: string) => (typeof c[k] === "string" ? (c[k] as string) : "");
  return {
    name: s("name"),
    street: s("street"),
    zip: s("zip"),
    city: s("city"),
    country: s("country"),
    email: s("email"),
    phone: s("phone"),
    vatId: s("vatId"),
    taxNumber: s("taxNumber"),
    iban: s("iban"),
    bic: s("bic"),
    bankName: s("bankName"),
  };
}

export const partyCustomerSelect = {
  id: true,
  fullName: true,
  name: true,
  street: true,
  zip: true,
  city: true,
  country: true,
  email: true,
} satisfies Prisma.CustomerSelect;

export const issuingBookingSelect = {
  ...invoicedBookingSelect,
  state: true,
  total: true,
  currency: true,
  language: true,
  agency: {
    select: { id: true, name: true, street: true, zip: true, city: true, country: true, email: true, vatId: true },
  },
  customer: { select: partyCustomerSelect },
} satisfies Prisma.BookingSelect;

export type InvoicedBooking = Prisma.BookingGetPayload<{ select: typeof issuingBookingSelect }>;

/** Who is invoiced: the agency that booked, else the booking's customer. */
export function buyerOf(b: InvoicedBooking): Party & { agencyId?: number; customerId?: number } {
  const a = b.agency;
  if (a)
    return {
      agencyId: a.id,
      name: a.name,
      street: a.street ?? "",
      zip: a.zip ?? "",
      city: a.city ?? "",
      country: a.country ?? "",
      email: a.email ?? "",
      vatId: a.vatId ?? "",
    };
  if (!b.customer) throw invoiceRefused("noBuyer");
  return customerParty(b.customer);
}

/** A customer as an invoice's buyer. */
export function customerParty(
  c: Prisma.CustomerGetPayload<{ select: typeof partyCustomerSelect }>,
): Party & { customerId: number } {
  return {
    customerId: c.id,
    name: c.name || c.fullName,
    street: c.street ?? "",
    zip: c.zip ?? "",
    city: c.city ?? "",
    country: c.country ?? "",
    email: c.email ?? "",
  };
}

/** The invoice's language: the booking's, if invoices are written in it, else the first invoice language. */
export async function invoiceLanguage(bookingLanguage: string): Promise<Locale> {
  const langs = ((await readGroup("general")).invoiceLangs as string[] | undefined) ?? ["de", "en"];
  if (isLocale(bookingLanguage) && langs.includes(bookingLanguage)) return bookingLanguage;
  const first = langs.find(isLocale);
  return first ?? "de";
}

/**
 * What every issue starts from, in its transaction: the booking locked (staff only), in a state
 * that owes payment, priced by the engine as it is now (refused if that is no longer the stored
 * total: the invoice is the booking as stored, a moved price is reloaded first, on purpose), its
 * invoices still standing, the invoice language and the lines an invoice may show.
 */
export async function invoiceable(tx: Tx, bookingId: number, actor: Principal) {
  const { booking: locked } = await lockBooking(tx, bookingId, actor, { action: "invoice" });
  const b = await tx.booking.findUniqueOrThrow({ where: { id: locked.id }, select: issuingBookingSelect });
  if (!owesPayment(b.state)) throw invoiceRefused("bookingState", { state: b.state });
  const { result } = await priceBooking(b.id, actor, tx);
  if (!result.total.equals(dec(b.total)))
    throw invoiceRefused("priceChanged", { stored: dec(b.total).toFixed(2), now: result.total.toFixed(2) });
  const standing: Standing[] = await tx.invoice.findMany({
    where: { bookingId: b.id, series: "invoice", creditedBy: null },
    select: { id: true, kind: true, number: true, date: true, total: true, taxBreakdown: true, lineKeys: true },
    orderBy: { id: "asc" },
  });
  const language = await invoiceLanguage(b.language);
  const say = textInLanguage(language, translator(language));
  const billable = result.lines.filter((l) => l.billable && l.source.kind !== "tax" && !l.total.isZero());
  return { b, result, standing, language, say, billable };
}

/** An engine line as an invoice takes it: its text in the invoice's language, its tax as the engine put it. */
export const sourceLineOf = (
  l: {
    key: string;
    text: Parameters<ReturnType<typeof textInLanguage>>[0];
    amount: Prisma.Decimal;
    price: Prisma.Decimal;
    total: Prisma.Decimal;
  },
  say: ReturnType<typeof textInLanguage>,
  lineTaxes: Record<string, { rate: string; inclusive: boolean } | undefined>,
) => ({ text: say(l.text), quantity: l.amount, unitPrice: l.price, total: l.total, tax: lineTaxes[l.key] ?? null });

export type IssueInvoiceInput = { bookingId: number; kind: InvoiceKind };

export async function issueInvoice(input: IssueInvoiceInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const { b, result, standing, language, say, billable } = await invoiceable(tx, input.bookingId, actor);
      const whole = standing.find((i) => i.kind === "full" || i.kind === "final");
      if (whole) throw invoiceRefused("alreadyInvoiced", { number: whole.number });
      const split = standing.find((i) => i.kind === SPLIT_KIND);
      if (split) throw invoiceRefused("splitInvoiced", { number: split.number });
      const deposits = standing.filter((i) => i.kind === "deposit");
      if (input.kind === "full" && deposits.length) throw invoiceRefused("useFinal", { number: deposits[0].number });
      if (input.kind === "deposit" && deposits.length)
        throw invoiceRefused("depositInvoiced", { number: deposits[0].number });
      if (input.kind === "final" && !deposits.length) throw invoiceRefused("noDepositInvoice");

      if (!billable.length || result.total.lte(ZERO)) throw invoiceRefused("empty");
      const tr = translator(language);
      const full = invoiceOfLines(
        billable.map((l) => sourceLineOf(l, say, result.lineTaxes)),
        b.currency,
      );
      const plan = result.totals.paymentPlan;
      const depositPart = plan.find((p) => p.part === "deposit");
      const restPart = plan.find((p) => p.part === "rest");
      let amounts: InvoiceAmounts = full;
      let deducted = ZERO;
      let deductions: { id: number; number: string; date: string; gross: string; breakdown: TaxPart[] }[] = [];
      let dueDate: string | null = restPart?.dueDate ?? depositPart?.dueDate ?? null;
      if (input.kind === "deposit") {
        if (!depositPart || depositPart.amount.lte(ZERO)) throw invoiceRefused("noDeposit");
        const number = bookingLabel(b);
        amounts = depositOf(
          full,
          depositPart.amount,
          (rate) => tr("invoices.pdf.depositLine", { booking: number, rate }),
          b.currency,
        );
        dueDate = depositPart.dueDate;
      }
      if (input.kind === "final") {
        const d = deductionOf(
          deposits.map((x) => ({ total: x.total.toFixed(2), taxBreakdown: x.taxBreakdown as TaxPart[] })),
        );
        deducted = dec(d.gross);
        deductions = deposits.map((x) => ({
          id: x.id,
          number: x.number,
          date: isoDate(x.date),
          gross: x.total.toFixed(2),
          breakdown: x.taxBreakdown as TaxPart[],
        }));
      }

      const today = await bookingToday(b, tx);
      if (dueDate && dueDate < today) dueDate = today;
      return writeIssued(tx, actor, b, {
        kind: input.kind,
        today,
        dueDate,
        language,
        amounts,
        deducted,
        deductions,
        buyer: buyerOf(b),
      });
    },
    { tx },
  );
}

/** What an issue writes beyond the booking: its kind, amounts, due date, buyer (and a split's lines). */
export type IssuedParts = {
  kind: InvoiceKind | typeof SPLIT_KIND;
  today: string;
  dueDate: string | null;
  language: Locale;
  amounts: InvoiceAmounts;
  deducted?: Prisma.Decimal;
  deductions?: { id: number; number: string; date: string; gross: string; breakdown: TaxPart[] }[];
  buyer: Party & { agencyId?: number; customerId?: number };
  lineKeys?: string[];
};

/**
 * Writes one issued invoice in the caller's transaction (the booking locked): its number taken from
 * the series (gap-free), the seller, buyer, lines and what its document shows as a snapshot, an
 * audit row; sealed once this commits (invoice-record.ts).
 */
export async function writeIssued(tx: Tx, actor: Principal, b: InvoicedBooking, p: IssuedParts): Promise<number> {
  const year = Number(p.today.slice(0, 4));
  const { seq, number } = await takeInvoiceNumber(tx, "invoice", year);
  const seller = await sellerParty();
  const deducted = p.deducted ?? ZERO;
  const amountDue = dec(p.amounts.total).minus(deducted);
  const document: InvoiceContext = { booking: invoicedBooking(b) };
  return writeInvoice(
    tx,
    actor,
    {
      bookingId: b.id,
      series: "invoice",
      year,
      seq,
      number,
      kind: p.kind,
      date: calendarDate(p.today),
      dueDate: p.dueDate ? calendarDate(p.dueDate) : null,
      language: p.language,
      currency: b.currency,
      net: p.amounts.net,
      tax: p.amounts.tax,
      total: p.amounts.total,
      deducted,
      amountDue,
      seller: seller as Prisma.InputJsonValue,
      buyer: p.buyer as Prisma.InputJsonValue,
      lines: p.amounts.lines as Prisma.InputJsonValue,
      taxBreakdown: p.amounts.taxBreakdown as Prisma.InputJsonValue,
      deductions: (p.deductions ?? []) as Prisma.InputJsonValue,
      lineKeys: p.lineKeys ?? [],
      document: document as Prisma.InputJsonValue,
    },
    (id) => ({
      action: "invoice.issued",
      entityId: id,
      data: { bookingId: b.id, number, kind: p.kind, total: p.amounts.total, amountDue: amountDue.toFixed(2) },
    }),
  );
}
