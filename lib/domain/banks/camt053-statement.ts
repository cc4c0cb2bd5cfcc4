// CAMT.053 (ISO 20022 bank to customer statement) read with fast-xml-parser (pure): each Stmt's
// account and period, and each booked Ntry as one movement: its amount signed by CdtDbtInd, booking
// and value date, the other party (the debtor of money in, the creditor of money out) with its IBAN,
// and the unstructured remittance text as the reference. Entries that are only pending or for
// information (Sts other than BOOK) are not movements yet.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "../../core/errors";
import { readAmount, rowError } from "./statement-values";
import type { StatementEntry, StatementPart } from "./statement-types";

type Node = Record<string, unknown>;

const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd", "Bal", "AddtlNtryInf"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const obj = (v: unknown): Node => (v && typeof v === "object" && !Array.isArray(v) ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(obj) : v ? [obj(v)] : []);
const text = (v: unknown): string => {
  if (typeof v === "string") return v.trim();
  if (typeof v === "number") return String(v);
  const o = obj(v);
  return typeof o["#text"] === "string" ? o["#text"].trim() : "";
};
const texts = (v: unknown): string[] => (Array.isArray(v) ? v.map(text).filter(Boolean) : v ? [text(v)] : []);
/** A Dt or the date of a DtTm (its own calendar date, as the bank wrote it). */
const dateOf = (v: unknown): string | null => {
  const o = obj(v);
  const s = text(o.Dt) || text(o.DtTm).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) ? s : null;
};

const badFile = (reason: string) =>
  new AppError("VALIDATION_ERROR", "errors.bankFile.unreadable", {
    values: { format: "CAMT.053", reason },
    fields: [{ path: "file", message: `errors.bankFile.unreadable|${JSON.stringify({ format: "CAMT.053", reason })}` }],
  });

/** The line each <Ntry> starts on, in order (the parser keeps no positions). */
function entryLines(xml: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let at = 0;
  const re = /<(?:\w+:)?Ntry[\s>]/g;
  for (let m = re.exec(xml); m; m = re.exec(xml)) {
    for (let k = xml.indexOf("\n", at); k >= 0 && k < m.index; k = xml.indexOf("\n", k + 1)) line++;
    at = m.index;
    lines.push(line);
  }
  return lines;
}

export const isCamt053 = (xml: string) => /<(?:\w+:)?BkToCstmrStmt[\s>]/.test(xml);

export function readCamt053(xml: string): StatementPart[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw badFile(`${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as Node;
  const statements = list(obj(obj(doc.Document).BkToCstmrStmt).Stmt);
  const lines = entryLines(xml);
  let n = 0;
  return statements.map((stmt) => {
    const acct = obj(stmt.Acct);
    const period = obj(stmt.FrToDt);
    const from = text(period.FrDtTm).slice(0, 10) || text(period.FrDt);
    const to = text(period.ToDtTm).slice(0, 10) || text(period.ToDt);
    const entries: StatementEntry[] = [];
    for (const ntry of list(stmt.Ntry)) {
      const line = lines[n++] ?? 0;
      const status = text(ntry.Sts) || text(obj(ntry.Sts).Cd);
      if (status && status !== "BOOK") continue;
      entries.push(entryOf(ntry, line, text(acct.Ccy)));
    }
    return {
      account: text(obj(acct.Id).IBAN) || text(obj(obj(acct.Id).Othr).Id) || null,
      currency: text(acct.Ccy) || null,
      period: from && to ? { from, to } : null,
      entries,
    };
  });
}

function entryOf(ntry: Node, line: number, accountCurrency: string): StatementEntry {
  const rawAmount = text(ntry.Amt);
  const amount = readAmount(rawAmount, ".");
  if ("problem" in amount) throw rowError(amount.problem, line, "amount", rawAmount);
  const indicator = text(ntry.CdtDbtInd);
  if (indicator !== "CRDT" && indicator !== "DBIT") throw rowError("missing", line, "CdtDbtInd", indicator);
  const date = dateOf(ntry.BookgDt) ?? dateOf(ntry.ValDt);
  if (!date) throw rowError("notDate", line, "date", text(obj(ntry.BookgDt).Dt), { format: "YYYY-MM-DD" });
  const tx = list(obj(list(ntry.NtryDtls)[0]).TxDtls);
  const first = tx[0] ?? {};
  const parties = obj(first.RltdPties);
  const incoming = indicator === "CRDT";
  const party = obj(incoming ? parties.Dbtr : parties.Cdtr);
  const partyAccount = obj(incoming ? parties.DbtrAcct : parties.CdtrAcct);
  const ustrd = tx.flatMap((t) => texts(obj(t.RmtInf).Ustrd));
  const structured = tx.map((t) => text(obj(obj(obj(t.RmtInf).Strd).CdtrRefInf).Ref)).filter(Boolean);
  const refs = obj(first.Refs);
  const details = [
    text(refs.EndToEndId) && text(refs.EndToEndId) !== "NOTPROVIDED" ? `EndToEndId ${text(refs.EndToEndId)}` : "",
    texts(ntry.AddtlNtryInf).join(" "),
    text(ntry.AcctSvcrRef) ? `AcctSvcrRef ${text(ntry.AcctSvcrRef)}` : "",
  ].filter(Boolean);
  const value = amount.value.replace(/^-/, "");
  return {
    line,
    date,
    valueDate: dateOf(ntry.ValDt),
    amount: incoming || value === "0.00" ? value : `-${value}`,
    currency: (obj(ntry.Amt)["@_Ccy"] as string | undefined) ?? accountCurrency,
    counterparty: text(party.Nm) || text(obj(party.Pty).Nm) || null,
    counterpartyIban: text(obj(partyAccount.Id).IBAN) || null,
    reference: [...ustrd, ...structured].filter(Boolean).join(" ") || null,
    details: details.join("; ") || null,
  };
}
