// Writes bank entries (an imported statement, entries typed by hand, a Wise collection) in the
// caller's transaction, each with its fingerprint: the same movement imported again, or in an
// overlapping statement, has the same fingerprint and is skipped, so nothing is added twice. Two
// movements alike in every field (two coffees of 3.50 the same day) are told apart by their
// place among the alike ones of the same statement ("#2"). Answers how many were added and skipped.
// A large statement is written in chunks (one INSERT of arrays each, all in the caller's transaction), its
// fingerprints counted over the whole statement, so a chunk's border changes nothing.
import { createHash, randomUUID } from "node:crypto";
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

/** Rows per INSERT (arrays: no parameter limit); the progress is heard after each. */
export const ENTRY_CHUNK = 2500;

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

/**
 * One INSERT of a chunk: its columns as nine arrays unnested by the database (one statement of a
 * dozen parameters whatever the chunk's size, where a row-per-VALUES insert costs the client a
 * bind per field); `ON CONFLICT DO NOTHING` on the fingerprint skips what is there.
 */
function insertChunk(
  tx: Tx,
  bankId: number,
  entries: readonly NewEntry[],
  prints: readonly string[],
  o: { source: "import" | "manual" | "wise"; importId?: number | null; userId?: number | null },
) {
  const col = <T>(f: (e: NewEntry) => T) => entries.map(f);
  return tx.$queryRaw<{ id: number }[]>`
    INSERT INTO "BankEntry" ("bankId", "source", "importId", "createdById", "date", "valueDate", "amount",
      "currency", "counterparty", "counterpartyIban", "reference", "details", "fingerprint")
    SELECT ${bankId}::int, ${o.source}, ${o.importId ?? null}::int, ${o.userId ?? null}::int,
      r.d::date, r.vd::date, r.amount::numeric(14, 2), r.currency, r.party, r.iban, r.ref, r.details, r.print
    FROM unnest(
      ${col((e) => e.date)}::text[], ${col((e) => e.valueDate ?? null)}::text[],
      ${col((e) => dec(e.amount).toFixed(2))}::text[], ${col((e) => e.currency.toUpperCase())}::text[],
      ${col((e) => e.counterparty || null)}::text[],
      ${col((e) => (e.counterpartyIban ? e.counterpartyIban.replace(/\s+/g, "").toUpperCase() : null))}::text[],
      ${col((e) => e.reference || null)}::text[], ${col((e) => e.details || null)}::text[], ${prints as string[]}::text[]
    ) AS r(d, vd, amount, currency, party, iban, ref, details, print)
    ON CONFLICT ("bankId", "fingerprint") DO NOTHING
    RETURNING "id"`;
}
