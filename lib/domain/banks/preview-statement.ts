// The preview of a statement before its first import: its format and encoding, and for a CSV the
// delimiter, where the movements start, the header and the first rows as the file has them, with a
// column mapping suggested from them and the one the bank keeps. The page sends only the file's
// first part; a CAMT.053 or MT940 file needs no mapping and shows its first movements when whole.
import type { Principal } from "../../auth/principal";
import { findBank } from "./bank-access";
import {
  csvMappingSchema,
  detectDelimiter,
  detectSkip,
  firstRecords,
  suggestMapping,
  type Delimiter,
} from "./csv-statement";
import { detectFormat, fileError, readStatement } from "./read-statement";
import { decodeText, detectEncoding, type TextEncoding } from "./statement-text";

const ROWS = 10;
const SCANNED = 60;

export type PreviewInput = {
  bankId: number;
  bytes: Uint8Array;
  encoding?: TextEncoding;
  /** read with this delimiter and from this record on instead of the detected ones */
  delimiter?: Delimiter;
  skip?: number;
};

export async function previewStatement(input: PreviewInput, actor: Principal) {
  const bank = await findBank(actor, input.bankId);
  const encoding = input.encoding ?? detectEncoding(input.bytes);
  const text = decodeText(input.bytes, encoding);
  if (!text.trim()) throw fileError("empty");
  const format = input.delimiter ? "csv" : detectFormat(text);
  if (!format) throw fileError("unknownFormat");
  const saved = csvMappingSchema.safeParse(bank.csvMapping);
  if (format !== "csv") {
    let rows: string[][] = [];
    try {
      const read = readStatement(input.bytes, { format, encoding, currency: bank.currency });
      rows = read.parts
        .flatMap((p) => p.entries)
        .slice(0, ROWS)
        .map((e) => [e.date, e.amount, e.currency, e.counterparty ?? "", e.counterpartyIban ?? "", e.reference ?? ""]);
    } catch {
      // a slice of a large file does not parse: the import reads it whole
    }
    const header = ["date", "amount", "currency", "counterparty", "iban", "reference"];
    return { format, encoding, delimiter: null, skip: 0, header, rows, suggested: null, saved: null };
  }
  const delimiter = input.delimiter ?? detectDelimiter(text)!;
  const records = firstRecords(text, delimiter, SCANNED);
  const detected = detectSkip(records);
  const skip = input.skip ?? detected.skip;
  const header = input.skip === undefined ? detected.header : skip > 0 ? (records[skip - 1]?.cells ?? null) : null;
  // the last record of a slice may be cut off: left out unless it is the only one
  const data = records.slice(skip, skip + ROWS + 1);
  const rows = (data.length > ROWS ? data.slice(0, ROWS) : data).map((r) => r.cells);
  return {
    format,
    encoding,
    delimiter,
    skip,
    header,
    rows,
    suggested: { ...suggestMapping(delimiter, skip, header, rows), encoding },
    saved: saved.success ? saved.data : null,
  };
}
