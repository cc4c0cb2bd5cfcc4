// Importing a statement into a bank account, whole or not at all. First it is read and checked
// without writing anything (a bad row is a 400 naming its line and field): the statement must be
// of this account (its IBAN, where the file names one) and in its currency, each booking date
// within the statement's period and not before the account's opening date. Then one transaction
// writes the import's row and its entries in chunks (add-entries: the same movement imported
// again adds nothing), keeps the CSV mapping used, and reports its progress after each chunk. A
// process killed half way rolls the transaction back: nothing is left behind.
import type { Principal } from "../../auth/principal";
import { isoDate } from "../../core/dates";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { audit } from "../../core/audit";
import { addEntries } from "./add-entries";
import { findBank, type BankRow } from "./bank-access";
import { csvMappingSchema, type CsvMapping } from "./csv-statement";
import { fileError, readStatement } from "./read-statement";
import { rowError } from "./statement-values";
import type { TextEncoding } from "./statement-text";
import type { ParsedStatement, StatementEntry, StatementFormat } from "./statement-types";

/** The largest statement file taken: 15 MB (50,000 CSV rows of 300 bytes); a larger one is a 413. */
export const MAX_STATEMENT_BYTES = 15 * 1024 * 1024;
/** A large import's one transaction may run longer than a booking's. */
const IMPORT_TIMEOUT_MS = 300_000;

export type ImportInput = {
  bankId: number;
  bytes: Uint8Array;
  fileName?: string | null;
  format?: StatementFormat;
  encoding?: TextEncoding;
  /** a CSV's column mapping: kept with the bank for the next import; absent: the bank's own */
  mapping?: CsvMapping;
  /** a CSV's period, when the caller knows it: a row dated outside is refused */
  period?: { from: string; to: string };
};

export type ImportResult = {
  importId: number;
  format: StatementFormat | "wise";
  encoding: TextEncoding | null;
  rows: number;
  added: number;
  skipped: number;
  /** the first and last booking date (none: the statement had no movements) */
  from: string | null;
  to: string | null;
};

/** A statement read and checked, ready to be written. */
export type PreparedImport = {
  bank: BankRow;
  format: StatementFormat | "wise";
  encoding: TextEncoding | null;
  fileName: string | null;
  entries: StatementEntry[];
  /** the mapping to keep with the bank (a CSV read through a mapping given with the file) */
  keepMapping?: CsvMapping;
};

const plainIban = (s: string) => s.replace(/\s+/g, "").toUpperCase();

/** Whether the account a statement names is the bank's (an IBAN, or a German "BLZ/account number"). */
export function sameAccount(named: string, iban: string): boolean {
  const a = plainIban(named);
  const b = plainIban(iban);
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(a)) return a === b;
  const german = /^(\d{8})\/(\d{1,10})$/.exec(a);
  if (german && b.startsWith("DE")) return b.slice(4, 12) === german[1] && Number(b.slice(12)) === Number(german[2]);
  // another kind of account number: not ours to judge
  return true;
}

/** Every movement of the statement, checked against the bank; the first problem (by line) is a 400. */
export function checkStatement(
  statement: ParsedStatement,
  bank: Pick<BankRow, "iban" | "currency" | "openingDate">,
  period?: { from: string; to: string },
): StatementEntry[] {
  const opening = isoDate(bank.openingDate);
  const out: StatementEntry[] = [];
  for (const part of statement.parts) {
    if (part.account && bank.iban && !sameAccount(part.account, bank.iban))
      throw fileError("otherAccount", { account: part.account, iban: bank.iban });
    if (part.currency && part.currency.toUpperCase() !== bank.currency)
      throw fileError("otherCurrency", { currency: part.currency, bankCurrency: bank.currency });
    const within = part.period ?? period;
    for (const e of part.entries) {
      if (e.currency.toUpperCase() !== bank.currency)
        throw rowError("currency", e.line, "currency", e.currency, { bankCurrency: bank.currency });
      if (within && (e.date < within.from || e.date > within.to))
        throw rowError("outsidePeriod", e.line, "date", e.date, within);
      if (e.date < opening) throw rowError("beforeOpening", e.line, "date", e.date, { openingDate: opening });
      out.push(e);
    }
  }
  return out;
}

/** Reads and checks the file for the bank `input.bankId` as `actor` sees it; writes nothing. */
export async function prepareImport(input: ImportInput, actor: Principal): Promise<PreparedImport> {
  const bank = await findBank(actor, input.bankId);
  const saved = csvMappingSchema.safeParse(bank.csvMapping);
  const mapping = input.mapping ?? (saved.success ? saved.data : null);
  const statement = readStatement(input.bytes, {
    format: input.format,
    encoding: input.encoding,
    mapping,
    currency: bank.currency,
  });
  const entries = checkStatement(statement, bank, input.period);
  return {
    bank,
    format: statement.format,
    encoding: statement.encoding,
    fileName: input.fileName ?? null,
    entries,
    keepMapping: statement.format === "csv" && input.mapping ? input.mapping : undefined,
  };
}

/** Writes a prepared import in one transaction; `onProgress` hears how many entries are written. */
export async function commitImport(
  prepared: PreparedImport,
  actor: Principal,
  onProgress?: (done: number, total: number) => void,
  tx?: Tx,
): Promise<ImportResult> {
  const { bank, entries } = prepared;
  const userId = actor.user?.id ?? null;
  const source = prepared.format === "wise" ? "wise" : "import";
  onProgress?.(0, entries.length);
  return transaction(
    async (tx) => {
      const imp = await tx.bankImport.create({
        data: {
          bankId: bank.id,
          format: prepared.format,
          fileName: prepared.fileName,
          rows: entries.length,
          added: 0,
          skipped: 0,
          createdById: userId,
        },
        select: { id: true },
      });
      const r = await addEntries(tx, bank.id, entries, {
        source,
        importId: imp.id,
        userId,
        onProgress: (done) => onProgress?.(done, entries.length),
      });
      await tx.bankImport.update({ where: { id: imp.id }, data: { added: r.added, skipped: r.skipped } });
      if (prepared.keepMapping)
        await tx.bank.update({
          where: { id: bank.id },
          data: { csvMapping: prepared.keepMapping as Prisma.InputJsonValue },
        });
      await audit(tx, {
        userId,
        action: "bankImport.created",
        entity: "bankImport",
        entityId: imp.id,
        data: { bankId: bank.id, format: prepared.format, rows: entries.length, added: r.added, skipped: r.skipped },
      });
      let from: string | null = null;
      let to: string | null = null;
      for (const e of entries) {
        if (from === null || e.date < from) from = e.date;
        if (to === null || e.date > to) to = e.date;
      }
      return {
        importId: imp.id,
        format: prepared.format,
        encoding: prepared.encoding,
        rows: entries.length,
        added: r.added,
        skipped: r.skipped,
        from,
        to,
      };
    },
    { tx, timeout: IMPORT_TIMEOUT_MS },
  );
}

/** Reads, checks and writes a statement: whole or not at all. */
export async function importStatement(input: ImportInput, actor: Principal): Promise<ImportResult> {
  return commitImport(await prepareImport(input, actor), actor);
}
