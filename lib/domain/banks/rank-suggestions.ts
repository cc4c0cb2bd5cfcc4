// Which bookings a bank entry (money in) probably pays, as a pure ranking: a booking, reservation,
// offer or invoice number in its reference text (also typed with missing leading zeros, spaces or
// dashes: "B2026 42", "b202600042", "INV2026-42"), then its amount equal to what a booking has open
// or to an open instalment, then the payer's name like the booking's customer or agency. Each
// suggestion carries its reasons (the screen and the API translate them). The loader
// (suggest-matches.ts) hands the candidates in.
import { dec, type Decimal, type DecimalLike } from "../../core/money";

/** The prefixes of the numbers a reference may name: booking, reservation, offer (booking/numbers.ts), invoice. */
const NUMBER_IN_TEXT = /(?<![A-Za-z0-9])(INV|B|R|O)[\s-]*(20\d{2})[\s-]*(\d{1,7})(?!\d)/gi;

/**
 * The numbers a text names, as they are stored ("B2026-00042", "INV2026-00042"): prefix, year, a
 * dash and the running number with at least five digits. In order, each once.
 */
export function numbersInText(text: string | null | undefined): string[] {
  if (!text) return [];
  const out = new Set<string>();
  for (const m of text.matchAll(NUMBER_IN_TEXT)) {
    const seq = Number(m[3]);
    if (seq < 1) continue;
    out.add(`${m[1].toUpperCase()}${m[2]}-${String(seq).padStart(5, "0")}`);
  }
  return [...out];
}

/** A name as words to compare: lower case, umlauts spelled out, accents and punctuation gone. */
export function nameWords(name: string | null | undefined): string[] {
  if (!name) return [];
  const s = name
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  return s.split(" ").filter((w) => w.length >= 2);
}

/** Words of a company name that say nothing about which one it is. */
const GENERIC = new Set(["gmbh", "ag", "kg", "ltd", "inc", "llc", "sa", "srl", "bv", "co", "und", "and", "the"]);

export type MatchEntry = {
  id: number;
  amount: DecimalLike;
  currency: string;
  counterparty: string | null;
  reference: string | null;
  details: string | null;
};

export type MatchCandidate = {
  bookingId: number;
  /** the number it is known by (booking, else reservation, else offer number) */
  label: string | null;
  state: string;
  currency: string;
  /** every number that names it: its own and its invoices' */
  numbers: readonly string[];
  /** what is open in all, and of each instalment (booking currency) */
  open: Decimal;
  instalments: readonly { kind: "deposit" | "rest"; open: Decimal }[];
  customer: { firstName: string | null; lastName: string | null } | null;
  agency: string | null;
};

export type SuggestionReason =
  | { kind: "number"; value: string }
  | { kind: "amountOpen"; value: string }
  | { kind: "amountInstalment"; value: string; instalment: "deposit" | "rest" }
  | { kind: "customerName"; value: string }
  | { kind: "lastName"; value: string }
  | { kind: "agencyName"; value: string };

export type Suggestion = {
  bookingId: number;
  label: string | null;
  state: string;
  currency: string;
  open: string;
  score: number;
  reasons: SuggestionReason[];
};

/** What each reason weighs: a number beats an amount, an amount beats a name; reasons add up. */
export const WEIGHTS = {
  number: 100,
  amountOpen: 40,
  amountInstalment: 35,
  customerName: 20,
  agencyName: 20,
  lastName: 8,
} as const;

/** The words of the payer: the counterparty, else the reference (some write their name there). */
export const payerWords = (e: MatchEntry) => new Set(nameWords(e.counterparty || e.reference));

/** The reasons `c` is a candidate for `e` (none: it is not). */
export function reasonsFor(e: MatchEntry, c: MatchCandidate, entryNumbers: readonly string[], payer: Set<string>) {
  const reasons: SuggestionReason[] = [];
  const hit = entryNumbers.find((n) => c.numbers.includes(n));
  if (hit) reasons.push({ kind: "number", value: hit });
  const amount = dec(e.amount);
  if (e.currency === c.currency && amount.gt(0)) {
    if (c.open.gt(0) && amount.eq(c.open)) reasons.push({ kind: "amountOpen", value: amount.toFixed(2) });
    else {
      const i = c.instalments.find((x) => x.open.gt(0) && x.open.eq(amount));
      if (i) reasons.push({ kind: "amountInstalment", value: amount.toFixed(2), instalment: i.kind });
    }
  }
  if (c.customer && payer.size) {
    const last = nameWords(c.customer.lastName);
    const first = nameWords(c.customer.firstName);
    if (last.length && last.every((w) => payer.has(w))) {
      const name = [c.customer.firstName, c.customer.lastName].filter(Boolean).join(" ");
      if (first.length && first.every((w) => payer.has(w))) reasons.push({ kind: "customerName", value: name });
      else reasons.push({ kind: "lastName", value: c.customer.lastName ?? name });
    }
  }
  if (c.agency && payer.size) {
    const words = nameWords(c.agency).filter((w) => !GENERIC.has(w));
    if (words.length && words.every((w) => payer.has(w))) reasons.push({ kind: "agencyName", value: c.agency });
  }
  return reasons;
}

const scoreOf = (reasons: readonly SuggestionReason[]) => reasons.reduce((s, r) => s + WEIGHTS[r.kind], 0);

/**
 * The bookings `e` probably pays, best first (by score, then by id for a stable order), at most
 * `limit`. A last name alone is weak (many share it): it is kept, but ranks below every amount and
 * number.
 */
export function rankSuggestions(e: MatchEntry, candidates: Iterable<MatchCandidate>, limit = 5): Suggestion[] {
  const numbers = numbersInText([e.reference, e.details].filter(Boolean).join(" "));
  const payer = payerWords(e);
  const out: Suggestion[] = [];
  const seen = new Set<number>();
  for (const c of candidates) {
    if (seen.has(c.bookingId)) continue;
    seen.add(c.bookingId);
    const reasons = reasonsFor(e, c, numbers, payer);
    if (!reasons.length) continue;
    out.push({
      bookingId: c.bookingId,
      label: c.label,
      state: c.state,
      currency: c.currency,
      open: c.open.toFixed(2),
      score: scoreOf(reasons),
      reasons,
    });
  }
  out.sort((a, b) => b.score - a.score || a.bookingId - b.bookingId);
  return out.slice(0, limit);
}
