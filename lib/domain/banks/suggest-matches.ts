// Suggestions for bank entries (GET /api/bankentries/{id}/suggestions, the temporary list, the
// matching dialog): the candidates of many entries loaded at once, in a few queries whatever the
// number of entries (the numbers their references name by one IN, the bookings with something open
// in the entries' currencies by one where), then ranked per entry by rank-suggestions.ts. What is
// open is the one rule of booking/payment-due.ts, from the bookings' plan lines and payment rows.
import type { Principal } from "../../auth/principal";
import { db, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { dec, ZERO } from "../../core/money";
import { operatorToday } from "../../core/operator";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { bookingMoney, openPaymentWhere } from "../booking/payment-due";
import { visibleBankIds } from "./bank-access";
import { COUNTED_STATUSES } from "../booking/payment-statuses";
import { bookingLabel } from "../booking/states";
import {
  nameWords,
  numbersInText,
  payerWords,
  rankSuggestions,
  type MatchCandidate,
  type MatchEntry,
  type Suggestion,
} from "./rank-suggestions";

export { numbersInText, rankSuggestions, type Suggestion } from "./rank-suggestions";

/** Bookings that are gone or live on in another take no payment (record-staff-payment.ts). */
const CLOSED = ["deleted", "freed", "splitted", "rebooked"] as const;

const entrySelect = {
  id: true,
  amount: true,
  currency: true,
  counterparty: true,
  reference: true,
  details: true,
} satisfies Prisma.BankEntrySelect;

const bookingSelect = {
  id: true,
  state: true,
  currency: true,
  bookingNo: true,
  reservationNo: true,
  offerNo: true,
  customer: { select: { firstName: true, lastName: true } },
  agency: { select: { name: true } },
} satisfies Prisma.BookingSelect;

/** The candidates for `entries`: bookings their references name, and every booking with something open. */
export async function loadCandidates(entries: readonly MatchEntry[], tx: Tx = db()): Promise<MatchCandidate[]> {
  const numbers = [...new Set(entries.flatMap((e) => numbersInText([e.reference, e.details].join(" "))))];
  const bookingNos = numbers.filter((n) => !n.startsWith("INV"));
  const invoiceNos = numbers.filter((n) => n.startsWith("INV"));
  const currencies = [...new Set(entries.map((e) => e.currency))];
  const [invoices, named, open] = await Promise.all([
    invoiceNos.length
      ? tx.invoice.findMany({ where: { number: { in: invoiceNos } }, select: { number: true, bookingId: true } })
      : [],
    bookingNos.length
      ? tx.booking.findMany({
          where: {
            state: { notIn: [...CLOSED] },
            OR: [
              { bookingNo: { in: bookingNos } },
              { reservationNo: { in: bookingNos } },
              { offerNo: { in: bookingNos } },
            ],
          },
          select: bookingSelect,
        })
      : [],
    tx.booking.findMany({ where: { ...openPaymentWhere, currency: { in: currencies } }, select: bookingSelect }),
  ]);
  const byId = new Map([...named, ...open].map((b) => [b.id, b]));
  const missing = invoices.map((i) => i.bookingId).filter((id) => !byId.has(id));
  if (missing.length)
    for (const b of await tx.booking.findMany({
      where: { id: { in: missing }, state: { notIn: [...CLOSED] } },
      select: bookingSelect,
    }))
      byId.set(b.id, b);
  if (!byId.size) return [];
  const ids = [...byId.keys()];
  const [lines, paid, today] = await Promise.all([
    tx.bookingCalculationLine.findMany({
      where: { bookingId: { in: ids }, type: { in: ["deposit", "rest"] } },
      select: { bookingId: true, type: true, price: true, text: true, source: true },
    }),
    tx.payment.groupBy({
      by: ["bookingId", "status"],
      where: { bookingId: { in: ids }, status: { in: COUNTED_STATUSES } },
      _sum: { amount: true },
    }),
    operatorToday(null, tx),
  ]);
  const linesOf = groupBy(lines, (l) => l.bookingId);
  const paidOf = groupBy(paid, (p) => p.bookingId);
  const invoicesOf = groupBy(invoices, (i) => i.bookingId);
  return ids.map((id) => {
    const b = byId.get(id)!;
    const money = bookingMoney(
      {
        state: b.state,
        lines: linesOf.get(id) ?? [],
        payments: (paidOf.get(id) ?? []).map((p) => ({ status: p.status, amount: p._sum.amount ?? ZERO })),
      },
      today,
    );
    return {
      bookingId: id,
      label: bookingLabel(b),
      state: b.state,
      currency: b.currency,
      numbers: [b.bookingNo, b.reservationNo, b.offerNo, ...(invoicesOf.get(id) ?? []).map((i) => i.number)].filter(
        (n): n is string => !!n,
      ),
      open: dec(money.open),
      instalments: money.instalments.map((i) => ({ kind: i.kind, open: dec(i.open) })),
      customer: b.customer,
      agency: b.agency?.name ?? null,
    };
  });
}

function groupBy<T, K>(rows: readonly T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

/**
 * The candidates indexed for many entries: by number, by currency and amount (open or an open
 * instalment), by payer word (customers' last names, agencies' first distinctive word), so each
 * entry looks at its few candidates, not at every open booking.
 */
function indexCandidates(candidates: readonly MatchCandidate[]) {
  const byNumber = new Map<string, MatchCandidate[]>();
  const byAmount = new Map<string, MatchCandidate[]>();
  const byWord = new Map<string, MatchCandidate[]>();
  const add = (m: Map<string, MatchCandidate[]>, k: string, c: MatchCandidate) => {
    const list = m.get(k);
    if (list) list.push(c);
    else m.set(k, [c]);
  };
  for (const c of candidates) {
    for (const n of c.numbers) add(byNumber, n, c);
    const amounts = new Set(
      [c.open, ...c.instalments.map((i) => i.open)].filter((a) => a.gt(0)).map((a) => a.toFixed(2)),
    );
    for (const a of amounts) add(byAmount, `${c.currency} ${a}`, c);
    const words = new Set([...nameWords(c.customer?.lastName), ...nameWords(c.agency)]);
    for (const w of words) add(byWord, w, c);
  }
  return { byNumber, byAmount, byWord };
}

/** Suggestions for each of `entries`, best first, at most `limit` each. */
export async function suggestionsFor(
  entries: readonly MatchEntry[],
  o: { limit?: number; tx?: Tx } = {},
): Promise<Map<number, Suggestion[]>> {
  const candidates = await loadCandidates(entries, o.tx);
  const { byNumber, byAmount, byWord } = indexCandidates(candidates);
  const out = new Map<number, Suggestion[]>();
  for (const e of entries) {
    // money out pays no booking
    if (dec(e.amount).lte(0)) {
      out.set(e.id, []);
      continue;
    }
    const near: MatchCandidate[] = [];
    for (const n of numbersInText([e.reference, e.details].join(" "))) near.push(...(byNumber.get(n) ?? []));
    near.push(...(byAmount.get(`${e.currency} ${dec(e.amount).toFixed(2)}`) ?? []));
    for (const w of payerWords(e)) near.push(...(byWord.get(w) ?? []));
    out.set(e.id, rankSuggestions(e, near, o.limit));
  }
  return out;
}

/** Each reason with its text in `locale` ("Number B2026-00042 in the reference"). */
export function explained(suggestions: readonly Suggestion[], locale: Locale) {
  const t = translator(locale);
  return suggestions.map((s) => ({
    ...s,
    reasons: s.reasons.map((r) => ({
      ...r,
      text: t(`bankMatching.reasons.${r.kind}`, {
        value: r.value,
        instalment: "instalment" in r ? t(`bankMatching.instalments.${r.instalment}`) : "",
      }),
    })),
  }));
}

/** GET /api/bankentries/{id}/suggestions: one entry's suggestions, explained (404: no such entry). */
export async function suggestMatches(entryId: number, locale: Locale, actor: Principal, o: { limit?: number } = {}) {
  const entry = await db().bankEntry.findUnique({ where: { id: entryId }, select: { ...entrySelect, bankId: true } });
  const visible = await visibleBankIds(actor);
  if (!entry || (visible && !visible.includes(entry.bankId))) throw notFound("bankEntry");
  return explained((await suggestionsFor([entry], o)).get(entry.id) ?? [], locale);
}

/** Entries as the ranking takes them, by id (the temporary list, the bench). */
export const entriesForMatching = (ids: readonly number[], tx: Tx = db()) =>
  tx.bankEntry.findMany({ where: { id: { in: [...ids] } }, select: entrySelect });
