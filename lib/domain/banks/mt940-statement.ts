// MT940 statements (SWIFT customer statement) read with mt940js (pure): each statement's account,
// currency and period (from its opening to its closing balance date), and each :61: line as one
// movement with its :86: details. German banks structure :86: (?20..?29 and ?60..?63 the purpose,
// ?32/?33 the other party's name, ?31 its IBAN); the purpose after SVWZ+ is the reference.
import { Parser, type Mt940Transaction } from "mt940js";
import { isoDate } from "../../core/dates";
import { AppError } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";
import type { StatementEntry, StatementPart } from "./statement-types";

const badFile = (reason: string) => {
  const values = { format: "MT940", reason };
  return new AppError("VALIDATION_ERROR", "errors.bankFile.unreadable", {
    values,
    fields: [{ path: "file", message: messageKey("errors.bankFile.unreadable", values) }],
  });
};

export const isMt940 = (text: string) => /^:20:/m.test(text) && /^:(60F|60M|61|62F):/m.test(text);

/** The line of each :61: tag, in order. */
function tagLines(text: string): number[] {
  const out: number[] = [];
  text.split(/\r?\n/).forEach((l, i) => {
    if (l.startsWith(":61:")) out.push(i + 1);
  });
  return out;
}

const SEPA_KEYS = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE|IBAN|BIC)\+/g;

/** The reference of a German :86: purpose: what follows SVWZ+, else the purpose without its keys. */
function purposeOf(s: Record<string, string>): string {
  const parts = ["20", "21", "22", "23", "24", "25", "26", "27", "28", "29", "60", "61", "62", "63"]
    .map((k) => s[k])
    .filter(Boolean);
  const purpose = parts.join("");
  const svwz = /SVWZ\+(.*?)(?=(?:EREF|KREF|MREF|CRED|DEBT|ABWA|ABWE)\+|$)/.exec(purpose);
  if (svwz) return svwz[1].trim();
  return purpose.replace(SEPA_KEYS, " ").replace(/\s+/g, " ").trim();
}

function entryOf(t: Mt940Transaction, line: number): StatementEntry {
  const s = t.structuredDetails ?? {};
  const german = ["20", "32"].some((k) => k in s);
  const name = german ? [s["32"], s["33"]].filter(Boolean).join("") : "";
  const eref = german
    ? /EREF\+(.*?)(?=(?:KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE)\+|$)/.exec(Object.values(s).join(""))
    : null;
  const details = [german ? s["00"] : "", eref ? `EREF ${eref[1].trim()}` : "", t.bankReference ?? ""].filter(Boolean);
  const booked = t.entryDate ?? t.date;
  return {
    line,
    date: isoDate(booked),
    valueDate: isoDate(t.date),
    amount: t.amount.toFixed(2),
    currency: t.currency,
    counterparty: name || null,
    counterpartyIban: german && s["31"] && /^[A-Z]{2}\d{2}/.test(s["31"]) ? s["31"] : null,
    reference: (german ? purposeOf(s) : t.details.replace(/\n/g, " ").trim()) || t.reference || null,
    details: details.join("; ") || null,
  };
}

export function readMt940(text: string): StatementPart[] {
  let statements;
  try {
    statements = new Parser().parse(text.replace(/\r\n?/g, "\n"));
  } catch (e) {
    throw badFile(e instanceof Error ? e.message : String(e));
  }
  const lines = tagLines(text);
  let n = 0;
  return statements.map((st) => ({
    account: st.accountIdentification?.trim() || null,
    currency: st.currency || null,
    period:
      st.openingBalanceDate && st.closingBalanceDate
        ? { from: isoDate(st.openingBalanceDate), to: isoDate(st.closingBalanceDate) }
        : null,
    entries: st.transactions.map((t) => entryOf(t, lines[n++] ?? 0)),
  }));
}
