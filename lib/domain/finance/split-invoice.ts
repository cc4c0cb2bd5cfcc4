// POST /api/bookings/{id}/splitInvoice: the spec's split invoice. Staff invoice a booking in parts
// instead of as a whole: one invoice per guest (each guest's own lines to that guest; the lines of
// several guests or of none to the booking's customer or agency), or one invoice of chosen lines
// to a chosen guest (else the booking's buyer). Each part is an invoice of its own ("split", its
// own number, its taxes per rate over its lines), naming the calculation lines it invoices: a line
// stands on one invoice at a time, so the same lines are never invoiced twice, and while a split
// invoice stands the booking takes no full, deposit or final invoice (nor they a split one). A
// credit note of a split invoice frees its lines. One transaction for all the parts.
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { ZERO, sum } from "../../core/money";
import type { CalculationLine } from "../pricing/types";
import { invoiceOfLines } from "./invoice-lines";
import type { Party } from "./invoice-pdf";
import {
  SPLIT_KIND,
  buyerOf,
  customerParty,
  invoiceRefused,
  invoiceable,
  partyCustomerSelect,
  sourceLineOf,
  writeIssued,
} from "./issue-invoice";
import { bookingToday } from "../booking/lock-booking";

export type SplitInvoiceInput =
  { bookingId: number; by: "guest" } | { bookingId: number; lines: string[]; customerId?: number };

/** One part: its lines and to whom (a guest's customer id, or the booking's buyer). */
export type SplitPart = { customerId: number | null; lines: CalculationLine[] };

/**
 * The parts of "one invoice per guest": a line of exactly one guest goes to that guest, any other
 * line to the booking's buyer (null). Guests in the order their first line comes; the buyer's part
 * last. Parts whose lines add up to nothing or less are left out (a discount alone is no invoice).
 */
export function partsByGuest(lines: readonly CalculationLine[]): SplitPart[] {
  const parts = new Map<number | null, CalculationLine[]>();
  for (const l of lines) {
    const owner = l.customers.length === 1 ? l.customers[0] : null;
    parts.set(owner, [...(parts.get(owner) ?? []), l]);
  }
  const ordered = [...parts.entries()].sort(([a], [b]) => (a === null ? 1 : 0) - (b === null ? 1 : 0));
  return ordered
    .map(([customerId, ls]) => ({ customerId, lines: ls }))
    .filter((p) => sum(p.lines.map((l) => l.total)).gt(ZERO));
}

const badLines = (keys: string[]) =>
  new AppError("VALIDATION_ERROR", undefined, {
    values: { lines: keys.join(", ") },
    fields: [{ path: "lines", message: "errors.invoices.unknownLines" }],
  });

export async function splitInvoice(input: SplitInvoiceInput, actor: Principal, tx?: Tx): Promise<number[]> {
  return transaction(
    async (tx) => {
      const { b, result, standing, language, say, billable } = await invoiceable(tx, input.bookingId, actor);
      const whole = standing.find((i) => i.kind !== SPLIT_KIND);
      if (whole) throw invoiceRefused("alreadyInvoiced", { number: whole.number });
      const taken = new Map(standing.flatMap((i) => i.lineKeys.map((k) => [k, i.number] as const)));
      const open = billable.filter((l) => !taken.has(l.key));

      let parts: SplitPart[];
      if ("by" in input) parts = partsByGuest(open);
      else {
        const keys = [...new Set(input.lines)];
        const unknown = keys.filter((k) => !billable.some((l) => l.key === k));
        if (unknown.length) throw badLines(unknown);
        const twice = keys.find((k) => taken.has(k));
        if (twice) throw invoiceRefused("linesInvoiced", { number: taken.get(twice)! });
        parts = [{ customerId: input.customerId ?? null, lines: open.filter((l) => keys.includes(l.key)) }];
        if (sum(parts[0].lines.map((l) => l.total)).lte(ZERO)) parts = [];
      }
      if (!parts.length) throw invoiceRefused("empty");

      // a part's buyer: one of the booking's guests (or its customer), never anyone else
      const guestIds = new Set(
        (await tx.bookingGuest.findMany({ where: { bookingId: b.id }, select: { customerId: true } })).map(
          (g) => g.customerId,
        ),
      );
      if (b.customer) guestIds.add(b.customer.id);
      const wanted = parts.flatMap((p) => (p.customerId === null ? [] : [p.customerId]));
      const strangers = wanted.filter((id) => !guestIds.has(id));
      if (strangers.length)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "customerId", message: "errors.invoices.notAGuest" }],
        });
      const customers = new Map(
        (await tx.customer.findMany({ where: { id: { in: wanted } }, select: partyCustomerSelect })).map((c) => [
          c.id,
          customerParty(c),
        ]),
      );
      const buyer = (id: number | null): Party => (id === null ? buyerOf(b) : customers.get(id)!);

      const today = await bookingToday(b, tx);
      const rest = result.totals.paymentPlan.find((p) => p.part === "rest")?.dueDate ?? null;
      const dueDate = rest && rest > today ? rest : today;
      const ids: number[] = [];
      for (const part of parts)
        ids.push(
          await writeIssued(tx, actor, b, {
            kind: SPLIT_KIND,
            today,
            dueDate,
            language,
            amounts: invoiceOfLines(
              part.lines.map((l) => sourceLineOf(l, say, result.lineTaxes)),
              b.currency,
            ),
            buyer: buyer(part.customerId),
            lineKeys: part.lines.map((l) => l.key),
          }),
        );
      return ids;
    },
    { tx },
  );
}
