// Writes bank entries (an imported statement, entries typed by hand, a Wise collection) in the
// caller's transaction, each with its fingerprint: the same movement imported again, or in an
// overlapping statement, has the same fingerprint and is skipped, so nothing is added twice. Two
// movements alike in every field (two coffees of 3.50 the same day) are told apart by their
// place among the alike ones of the same statement ("#2"). Answers how many were added and skipped.
import { createHash } from "node:crypto";
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

export async function addEntries(
  tx: Tx,
  bankId: number,
  entries: readonly NewEntry[],
  o: { source: "import" | "manual" | "wise"; importId?: number | null; userId?: number | null },
): Promise<{ added: number; skipped: number; ids: number[] }> {
  if (!entries.length) return { added: 0, skipped: 0, ids: [] };
  const prints = fingerprints(bankId, entries);
  const rows = await tx.bankEntry.createManyAndReturn({
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
  return { added: rows.length, skipped: entries.length - rows.length, ids: rows.map((r) => r.id) };
}
