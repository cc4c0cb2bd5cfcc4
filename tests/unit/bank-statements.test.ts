// Statement readers on sample files (tests/fixtures/banks): a German bank's CSV in Windows-1252
// with ";" and decimal commas below two lines of account details, an English CSV with "," and
// debit and credit columns, CAMT.053 and MT940; amounts and dates as banks write them, the
// dialect and mapping suggested on a preview, and a bad row named by its line and field.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { checkStatement, sameAccount } from "@/lib/domain/banks/import-statement";
import {
  csvRecords,
  detectDelimiter,
  detectSkip,
  firstRecords,
  suggestMapping,
  type CsvMapping,
} from "@/lib/domain/banks/csv-statement";
import { entryState } from "@/lib/domain/banks/entry-state";
import { detectFormat, readStatement } from "@/lib/domain/banks/read-statement";
import { decodeText, detectEncoding } from "@/lib/domain/banks/statement-text";
import { readAmount, readDate } from "@/lib/domain/banks/statement-values";
import { wiseEntries } from "@/lib/domain/banks/wise-statement";
import { translator } from "@/lib/i18n/translator";
import { translateMessage } from "@/lib/i18n/message-key";
import { errorBody } from "@/lib/http/error-response";
import { wiseCardPayment, wiseCredit } from "../fixtures/banks/wise";

const fixture = (name: string) => new Uint8Array(readFileSync(`tests/fixtures/banks/${name}`));
const bytes = (text: string) => new TextEncoder().encode(text);

/** The mapping a preview suggests for these bytes. */
function previewMapping(b: Uint8Array): CsvMapping {
  const text = decodeText(b, detectEncoding(b));
  const delimiter = detectDelimiter(text)!;
  const records = firstRecords(text, delimiter, 60);
  const { skip, header } = detectSkip(records);
  return suggestMapping(
    delimiter,
    skip,
    header,
    records.slice(skip, skip + 10).map((r) => r.cells),
  );
}

/** The error a call throws, as the English answer says it. */
function failure(fn: () => unknown, locale: "en" | "de" = "en") {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const body = errorBody(e as AppError, new Request("http://x/api"), locale);
    return { status: (e as AppError).status, message: body.message, details: body.details, fields: body.fields };
  }
  throw new Error("no error");
}

describe("amounts and dates", () => {
  // the signs banks write: a trailing minus, brackets, a plus; a currency sign and spaced thousands
  it.each([
    ["1.250,00", ",", { value: "1250.00" }],
    ["-312,45", ",", { value: "-312.45" }],
    ["12,5", ",", { value: "12.50" }],
    ["3,50-", ",", { value: "-3.50" }],
    ["1,204.10", ".", { value: "1204.10" }],
    ["(12.50)", ".", { value: "-12.50" }],
    ["+7", ".", { value: "7.00" }],
    ["€ 1 234,56", ",", { value: "1234.56" }],
    ["-0,00", ",", { value: "0.00" }],
    ["12,3,4", ",", { problem: "notNumber" }],
    ["1234.56", ",", { problem: "notNumber" }],
    ["1,234", ".", { value: "1234.00" }],
    ["1.2345", ".", { problem: "decimals" }],
    ["abc", ".", { problem: "notNumber" }],
    ["1234567890123", ".", { problem: "tooLarge" }],
  ] as const)("reads the amount %s with the decimal mark %s", (raw, mark, read) => {
    expect(readAmount(raw, mark)).toEqual(read);
  });

  // the usual date formats; days that do not exist, or do not fit the format, are null
  it.each([
    ["02.03.2026", "DD.MM.YYYY", "2026-03-02"],
    ["2.3.26", "DD.MM.YY", "2026-03-02"],
    ["2026-03-02", "YYYY-MM-DD", "2026-03-02"],
    ["2026-03-02T10:15:00Z", "YYYY-MM-DD", "2026-03-02"],
    ["02/03/2026", "DD/MM/YYYY", "2026-03-02"],
    ["03/02/2026", "MM/DD/YYYY", "2026-03-02"],
    ["31.02.2026", "DD.MM.YYYY", null],
    ["29.02.2028", "DD.MM.YYYY", "2028-02-29"],
    ["2026-03-02", "DD.MM.YYYY", null],
    ["13/25/2026", "MM/DD/YYYY", null],
  ] as const)("reads the date %s written %s", (raw, format, day) => {
    expect(readDate(raw, format)).toBe(day);
  });
});

describe("CSV", () => {
  it("reads quoted cells with delimiters, quotes and line breaks, each record with its first line", () => {
    const text = 'a;b\r\n"x;y";"say ""hi"""\n"two\nlines";z\n\n';
    expect([...csvRecords(text, ";")]).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ["x;y", 'say "hi"'] },
      { line: 3, cells: ["two\nlines", "z"] },
      { line: 5, cells: [""] },
    ]);
  });

  it("a German bank's Windows-1252 file: detected, mapped from its header, read with umlauts and €", () => {
    const b = fixture("de-sparkasse-1252.csv");
    expect(detectEncoding(b)).toBe("windows-1252");
    const mapping = previewMapping(b);
    expect(mapping).toEqual({
      delimiter: ";",
      skip: 3,
      dateFormat: "DD.MM.YYYY",
      decimal: ",",
      columns: { date: 0, valueDate: 1, counterparty: 2, iban: 3, reference: 4, amount: 5, currency: 6 },
    });
    const { format, encoding, parts } = readStatement(b, { mapping, currency: "EUR" });
    expect({ format, encoding }).toEqual({ format: "csv", encoding: "windows-1252" });
    expect(parts[0].entries).toHaveLength(5);
    expect(parts[0].entries[0]).toMatchObject({
      line: 5,
      date: "2026-03-02",
      amount: "1250.00",
      counterparty: "Müller, Jörg",
      counterpartyIban: "DE02120300000000202051",
      reference: "Buchung B-1042 Anzahlung",
    });
    expect(parts[0].entries[1]).toMatchObject({ amount: "-312.45", valueDate: "2026-03-04" });
    expect(parts[0].entries[1].reference).toBe("Rechnung 77 – Getränke € Lieferung");
    // told ISO-8859-1, the same bytes read as Latin-1 (no euro sign at 0x80)
    const latin = readStatement(b, { mapping, currency: "EUR", encoding: "iso-8859-1" });
    expect(latin.parts[0].entries[1].reference).not.toContain("€");
  });

  it("an English file with debit and credit columns and decimal points", () => {
    const b = fixture("en-bank.csv");
    const mapping = previewMapping(b);
    expect(mapping).toMatchObject({ delimiter: ",", skip: 1, dateFormat: "YYYY-MM-DD", decimal: "." });
    expect(mapping.columns).toMatchObject({ date: 0, counterparty: 2, reference: 3, debit: 4, credit: 5 });
    const entries = readStatement(b, { mapping, currency: "EUR" }).parts[0].entries;
    expect(entries.map((e) => [e.date, e.amount, e.counterparty, e.reference])).toEqual([
      ["2026-03-02", "980.00", "Smith, John", "Booking 1045"],
      ["2026-03-03", "-1204.10", "Fuel & Co", "Diesel"],
      ["2026-03-06", "2000.00", "Ocean Divers Ltd", "Invoice 2026-0007, deposit"],
    ]);
  });

  it("suggests MM/DD/YYYY only when a day past 12 says so, and DD/MM/YYYY otherwise", () => {
    const m = (rows: string[][]) => suggestMapping(",", 1, ["Date", "Amount"], rows).dateFormat;
    expect(m([["03/02/2026", "1.00"]])).toBe("DD/MM/YYYY");
    expect(
      m([
        ["03/02/2026", "1.00"],
        ["03/25/2026", "2.00"],
      ]),
    ).toBe("MM/DD/YYYY");
  });

  it("a bad row is an error naming its line and field, in English and German", () => {
    const mapping: CsvMapping = {
      delimiter: ";",
      skip: 1,
      dateFormat: "DD.MM.YYYY",
      decimal: ",",
      columns: { date: 0, amount: 1 },
    };
    const file = (row: string) => bytes(`Datum;Betrag\n01.03.2026;10,00\n\n${row}\n`);
    const amount = failure(() => readStatement(file("02.03.2026;12,3,4"), { mapping, currency: "EUR" }));
    expect(amount.status).toBe(400);
    expect(amount.message).toBe("line 4: amount '12,3,4' is not a number");
    expect(amount.fields).toEqual([{ path: "file", message: "line 4: amount '12,3,4' is not a number" }]);
    expect(amount.details).toMatchObject({ line: 4, field: "amount", value: "12,3,4", problem: "notNumber" });
    const de = failure(() => readStatement(file("02.03.2026;12,3,4"), { mapping, currency: "EUR" }), "de");
    expect(de.message).toBe("Zeile 4: Betrag „12,3,4“ ist keine Zahl");
    expect(failure(() => readStatement(file("31.02.2026;1,00"), { mapping, currency: "EUR" })).message).toBe(
      "line 4: date '31.02.2026' is not a date in the format DD.MM.YYYY",
    );
    expect(failure(() => readStatement(file("02.03.2026"), { mapping, currency: "EUR" })).message).toBe(
      "line 4: 1 columns, the column mapping needs 2",
    );
    // a closing line with neither date nor amount is no movement
    expect(readStatement(file(";"), { mapping, currency: "EUR" }).parts[0].entries).toHaveLength(1);
  });

  it("refuses an empty file, another format and a CSV without a mapping", () => {
    const opts = { currency: "EUR" };
    expect(failure(() => readStatement(bytes(""), opts)).message).toBe("The file is empty.");
    expect(failure(() => readStatement(bytes(" \n\n"), opts)).message).toBe("The file is empty.");
    expect(failure(() => readStatement(bytes("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj"), opts)).message).toMatch(
      /no bank statement/,
    );
    expect(failure(() => readStatement(bytes("just one line of prose"), opts)).message).toMatch(/no bank statement/);
    expect(
      failure(() => readStatement(bytes('<?xml version="1.0"?><Document><pain/></Document>'), opts)).message,
    ).toMatch(/no bank statement/);
    expect(failure(() => readStatement(bytes("a;b\n1;2\n"), opts)).message).toMatch(/no column mapping/);
    expect(detectFormat("Datum;Betrag\n01.03.2026;1,00")).toBe("csv");
  });
});

describe("CAMT.053 and MT940", () => {
  it("CAMT.053: booked entries with their sign, dates, parties, remittance text and the statement's account", () => {
    const s = readStatement(fixture("camt053.xml"), { currency: "EUR" });
    expect(s.format).toBe("camt053");
    expect(s.parts).toHaveLength(1);
    const [part] = s.parts;
    expect(part.account).toBe("DE89370400440532013000");
    expect(part.period).toEqual({ from: "2026-03-09", to: "2026-03-09" });
    // the pending entry is no movement yet
    expect(part.entries).toEqual([
      {
        line: 9,
        date: "2026-03-09",
        valueDate: "2026-03-09",
        amount: "450.00",
        currency: "EUR",
        counterparty: "Anna Schmidt",
        counterpartyIban: "DE02120300000000202051",
        reference: "Buchung 1046 Restzahlung",
        details: "EndToEndId E2E-1046; AcctSvcrRef 2026030912345",
      },
      {
        line: 22,
        date: "2026-03-09",
        valueDate: "2026-03-10",
        amount: "-89.90",
        currency: "EUR",
        counterparty: "Telekom Deutschland GmbH",
        counterpartyIban: "DE02500105170137075030",
        reference: "Rechnung 03/2026",
        details: null,
      },
    ]);
  });

  it("CAMT.053: a broken amount names its line; broken XML says where", () => {
    const xml = decodeText(fixture("camt053.xml"), "utf-8").replace("450.00", "4,50.00");
    expect(failure(() => readStatement(bytes(xml), { currency: "EUR" })).message).toBe(
      "line 9: amount '4,50.00' is not a number",
    );
    const broken = decodeText(fixture("camt053.xml"), "utf-8").replace("</Ntry>", "");
    expect(failure(() => readStatement(bytes(broken), { currency: "EUR" })).message).toMatch(
      /^The CAMT\.053 file cannot be read: .*line \d+/,
    );
  });

  it("MT940: the :61: lines with German :86: details, the account and the period", () => {
    const s = readStatement(fixture("mt940.sta"), { currency: "EUR" });
    expect(s.format).toBe("mt940");
    const [part] = s.parts;
    expect(part.account).toBe("37040044/0532013000");
    expect(part.period).toEqual({ from: "2026-03-11", to: "2026-03-12" });
    expect(
      part.entries.map((e) => [e.line, e.date, e.amount, e.counterparty, e.counterpartyIban, e.reference]),
    ).toEqual([
      [5, "2026-03-12", "980.00", "Weber, Klaus", "DE02120300000000202051", "Buchung 1047 Familie Weber"],
      [7, "2026-03-12", "-45.20", "Stadtwerke Rostock", null, "Strom Maerz"],
    ]);
    const unbalanced = decodeText(fixture("mt940.sta"), "utf-8").replace(
      ":62F:C260312EUR1934,80",
      ":62F:C260312EUR1,00",
    );
    expect(failure(() => readStatement(bytes(unbalanced), { currency: "EUR" })).message).toMatch(
      /^The MT940 file cannot be read/,
    );
  });

  it("checks the statement against the account: its IBAN, its currency, the period, the opening date", () => {
    const bank = { iban: "DE89370400440532013000", currency: "EUR", openingDate: new Date("2026-01-01T00:00:00Z") };
    const camt = readStatement(fixture("camt053.xml"), { currency: "EUR" });
    expect(checkStatement(camt, bank)).toHaveLength(2);
    expect(checkStatement(readStatement(fixture("mt940.sta"), { currency: "EUR" }), bank)).toHaveLength(2);
    expect(sameAccount("37040044/0532013000", bank.iban)).toBe(true);
    expect(sameAccount("37040044/0532013001", bank.iban)).toBe(false);
    expect(failure(() => checkStatement(camt, { ...bank, iban: "DE02120300000000202051" })).message).toBe(
      "This statement is of account DE89370400440532013000, not of this bank account (DE02120300000000202051).",
    );
    expect(failure(() => checkStatement(camt, { ...bank, currency: "USD" })).message).toBe(
      "This statement is in EUR; the bank account keeps USD.",
    );
    const outside = structuredClone(camt);
    outside.parts[0].entries[1].date = "2026-03-11";
    expect(failure(() => checkStatement(outside, bank)).message).toBe(
      "line 22: date Mar 11, 2026 lies outside the statement's period Mar 9, 2026 – Mar 9, 2026",
    );
    expect(
      failure(() => checkStatement(camt, { ...bank, openingDate: new Date("2026-03-10T00:00:00Z") })).details,
    ).toMatchObject({ line: 9, field: "date", problem: "beforeOpening" });
  });
});

describe("Wise and the entry state", () => {
  it("reads a Wise statement's transactions: DEBIT out, CREDIT in, the sender and the reference", () => {
    const entries = wiseEntries({
      transactions: [
        wiseCredit({
          date: "2026-03-04T09:12:00.000Z",
          value: 120.5,
          senderName: "Liam Brown",
          senderAccount: "DE02 1203 0000 0000 2020 51",
          paymentReference: "Booking 1050",
          referenceNumber: "TRANSFER-1",
        }),
        wiseCardPayment({
          date: "2026-03-05T23:59:00.000Z",
          value: -9.99,
          merchant: "Dive Shop",
          referenceNumber: "CARD-7",
        }),
      ],
    });
    expect(entries).toEqual([
      {
        line: 1,
        date: "2026-03-04",
        amount: "120.50",
        currency: "EUR",
        counterparty: "Liam Brown",
        counterpartyIban: "DE02120300000000202051",
        reference: "Booking 1050",
        details: "TRANSFER-1",
      },
      {
        line: 2,
        date: "2026-03-05",
        amount: "-9.99",
        currency: "EUR",
        counterparty: "Dive Shop",
        counterpartyIban: null,
        reference: "Card transaction",
        details: "CARD-7; CARD",
      },
    ]);
  });

  it("an entry is matched when its matches and credits cover its amount, money out without its sign", () => {
    expect(entryState("100.00", []).state).toBe("unmatched");
    expect(entryState("100.00", ["60.00"])).toMatchObject({ state: "partial" });
    expect(entryState("100.00", ["60.00"]).remaining.toFixed(2)).toBe("40.00");
    expect(entryState("100.00", ["60.00", "40.00"]).state).toBe("matched");
    // money out is matched by refunds: the parts are counted against its amount without the sign
    expect(entryState("-25.00", ["25.00"]).state).toBe("matched");
    expect(entryState("-25.00", []).remaining.toFixed(2)).toBe("25.00");
    // the rest booked as a customer's or agency's credit covers it too
    const credited = entryState("100.00", ["60.00"], ["40.00"]);
    expect(credited).toMatchObject({ state: "matched" });
    expect([credited.matched.toFixed(2), credited.credited.toFixed(2)]).toEqual(["60.00", "40.00"]);
    expect(entryState("100.00", [], ["30.00"]).state).toBe("partial");
  });

  it("row messages read in both languages", () => {
    const t = translator("de");
    expect(translateMessage(t, 'errors.bankRow.missing|{"line":3,"field":"debit","value":""}')).toBe(
      "Zeile 3: Soll fehlt",
    );
  });
});
