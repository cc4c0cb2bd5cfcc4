// Writes bank entries (an imported statement, entries typed by hand, a Wise collection) in the
// caller's transaction, each with its fingerprint: the same movement imported again, or in an
// overlapping statement, has the same fingerprint and is skipped, so nothing is added twice. Two
// movements alike in every field (two coffees of 3.50 the same day) are told apart by their
// place among the alike ones of the same statement ("#2"). Answers how many were added and skipped.
// A large statement is written in chunks (one INSERT each, all in the caller's transaction), its
// fingerprints counted over the whole statement, so a chunk's border changes nothing.
import { createHash, randomUUID } from "node:crypto";
import { calendarDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { dec, type DecimalLike } from "../../core/money";

export type NewEntry = {
  /** calendar dates (YYYY-MM-DD) */
  date: string;
  valueDate?: string | null;
  /** positive in, negative out */
  amount: DecimalLike;
  currency: string;
  counterparty?: string | null;
  counterpartyIban?: string | null;
  reference?: string | null;
  details?: string | null;
};

const norm = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim().toLowerCase();

/** The fingerprints of a statement's entries, in order (pure). */
export function fingerprints(bankId: number, entries: readonly NewEntry[]): string[] {
  const seen = new Map<string, number>();
  return entries.map((e) => {
    const key = [
      bankId,
      e.date,
      e.valueDate ?? "",
      dec(e.amount).toFixed(2),
      e.currency.toUpperCase(),
      norm(e.counterparty),
      norm(e.counterpartyIban).replace(/ /g, ""),
      norm(e.reference),
    ].join("|");
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return createHash("sha256").update(`${key}#${n}`).digest("hex");
  });
}

/** Rows per INSERT: 13 columns each stay well below PostgreSQL's 65,535 parameters. */
export const ENTRY_CHUNK = 2000;

export async function addEntries(
  tx: Tx,
  bankId: number,
  entries: readonly NewEntry[],
  o: {
    source: "import" | "manual" | "wise";
    importId?: number | null;
    userId?: number | null;
    /** an entry typed by hand is never taken for one typed before (two coffees of 3.50 typed twice) */
    distinct?: boolean;
    /** called after each chunk with how many of the entries are written */
    onProgress?: (done: number) => void;
  },
): Promise<{ added: number; skipped: number; ids: number[] }> {
  if (!entries.length) return { added: 0, skipped: 0, ids: [] };
  const prints = o.distinct ? entries.map(() => `manual:${randomUUID()}`) : fingerprints(bankId, entries);
  const ids: number[] = [];
  for (let start = 0; start < entries.length; start += ENTRY_CHUNK) {
    const chunk = entries.slice(start, start + ENTRY_CHUNK);
    const rows = await insertChunk(tx, bankId, chunk, prints.slice(start, start + ENTRY_CHUNK), o);
    for (const r of rows) ids.push(r.id);
    o.onProgress?.(start + chunk.length);
  }
  return { added: ids.length, skipped: entries.length - ids.length, ids };
}

function insertChunk(
  tx: Tx,
  bankId: number,
  entries: readonly NewEntry[],
  prints: readonly string[],
  o: { source: "import" | "manual" | "wise"; importId?: number | null; userId?: number | null },
) {
  return tx.bankEntry.createManyAndReturn({
    data: entries.map((e, i) => ({
      bankId,
      source: o.source,
      importId: o.importId ?? null,
      date: calendarDate(e.date),
      valueDate: e.valueDate ? calendarDate(e.valueDate) : null,
      amount: dec(e.amount),
      currency: e.currency.toUpperCase(),
      counterparty: e.counterparty || null,
      counterpartyIban: e.counterpartyIban ? e.counterpartyIban.replace(/\s+/g, "").toUpperCase() : null,
      reference: e.reference || null,
      details: e.details || null,
      fingerprint: prints[i],
      createdById: o.userId ?? null,
    })),
    skipDuplicates: true,
    select: { id: true },
  });
}
