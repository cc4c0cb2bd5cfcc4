// The finance report as files in the reader's language: CSV (one row per payment, invoice or
// credit note, lib/resources/csv.ts keeps the cells safe) and XLSX (exceljs, written row by row: a
// sheet of payments, one of invoices and credit notes, one of sums per asset and currency, with
// real number and date cells, so a spreadsheet sums and sorts them as they are).
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { calendarDate } from "../../core/dates";
import { dec, sum } from "../../core/money";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { csvStream } from "../../resources/csv";
import { PAYMENT_METHODS } from "../payments/payment-schemas";
import type { FinanceReport, ReportSums } from "./finance-report";
import type { AssetView } from "./report-schemas";

type T = (key: string, values?: undefined, fallback?: string) => string;

/** The reader's translator, each text looked up once (a year's report names its methods thousands of times). */
function cachedTranslator(locale: Locale): T {
  const t = translator(locale);
  const seen = new Map<string, string>();
  return (key, _values, fallback) => {
    let v = seen.get(key);
    if (v === undefined) seen.set(key, (v = t(key, undefined, fallback)));
    return v;
  };
}

const CSV_COLUMNS = [
  "part",
  "asset",
  "date",
  "booking",
  "number",
  "method",
  "status",
  "currency",
  "net",
  "tax",
  "amount",
  "foreignAmount",
  "foreignCurrency",
] as const;

const assetName = (t: T, a: AssetView | null) =>
  a ? `${t(`financeReport.assetKinds.${a.kind}`)} ${a.name}` : t("financeReport.noAsset");
const method = (t: T, m: string) => t(`financeReport.methods.${m}`, undefined, m);
const status = (t: T, s: string) => t(`financeReport.statuses.${s}`, undefined, s);
const kind = (t: T, k: string) => t(`invoices.kinds.${k}`, undefined, k);

/** An amount as a number cell (a negative one is no formula to neutralise, lib/resources/csv.ts). */
const amount = (v: string | null) => (v === null ? null : dec(v));

/** The report as CSV: every payment, invoice and credit note, by asset. */
export function financeReportCsv(r: FinanceReport, locale: Locale): ReadableStream<Uint8Array> {
  const t = cachedTranslator(locale);
  const rows: unknown[][] = r.groups.flatMap((g) => [
    ...g.payments.map((p) => [
      t("financeReport.parts.payment"),
      assetName(t, g.asset),
      p.date,
      p.bookingNumber,
      p.reference,
      method(t, p.method),
      status(t, p.status),
      p.currency,
      null,
      null,
      amount(p.amount),
      amount(p.foreignAmount),
      p.foreignCurrency,
    ]),
    ...g.invoices.map((i) => [
      t(i.series === "credit" ? "financeReport.parts.credit" : "financeReport.parts.invoice"),
      assetName(t, g.asset),
      i.date,
      i.bookingNumber,
      i.number,
      kind(t, i.kind),
      null,
      i.currency,
      amount(i.net),
      amount(i.tax),
      amount(i.total),
      null,
      null,
    ]),
  ]);
  let sent = false;
  return csvStream(
    CSV_COLUMNS.map((c) => t(`financeReport.columns.${c}`)),
    async () => (sent ? null : ((sent = true), rows)),
  );
}

const MONEY = "#,##0.00";

type Column = { key: string; header: string; width: number; money?: boolean; date?: boolean };

/**
 * A sheet written row by row (exceljs' streaming writer: a year's rows take a fraction of the time
 * and memory of a workbook held whole): the header row bold and frozen, with a filter. Every cell
 * of a column shares one style object, which exceljs then looks up once, not once per cell;
 * `own` may give a row styles of its own.
 */
function sheet(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  columns: Column[],
  rows: unknown[][],
  dateFormat: string,
  own?: (index: number, styles: Partial<ExcelJS.Style>[]) => Partial<ExcelJS.Style>[] | undefined,
) {
  const ws = wb.addWorksheet(name, { views: [{ state: "frozen", ySplit: 1 }] });
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const styles: Partial<ExcelJS.Style>[] = columns.map((c) =>
    c.money ? { numFmt: MONEY } : c.date ? { numFmt: dateFormat } : {},
  );
  const boldStyles = styles.map(bolder);
  ws.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width }));
  const header = ws.getRow(1);
  header.eachCell((cell, n) => (cell.style = boldStyles[n - 1]));
  header.commit();
  rows.forEach((values, i) => {
    const row = ws.addRow(values);
    const these = own?.(i, styles) ?? styles;
    row.eachCell({ includeEmpty: true }, (cell, n) => (cell.style = these[n - 1] ?? {}));
    row.commit();
  });
  ws.commit();
}

const bolder = (st: Partial<ExcelJS.Style>): Partial<ExcelJS.Style> => ({ ...st, font: { bold: true } });

const num = (v: string | null) => (v === null ? null : Number(v));
const day = (v: string) => calendarDate(v);

/** The report as an XLSX workbook: payments, invoices and credit notes, and the sums. */
export async function financeReportXlsx(r: FinanceReport, locale: Locale): Promise<Buffer> {
  const t = cachedTranslator(locale);
  const col = (key: string, width: number, o: Partial<Column> = {}): Column => ({
    key,
    header: t(`financeReport.columns.${key}`),
    width,
    ...o,
  });
  const dateFormat = locale === "de" ? "dd.mm.yyyy" : "yyyy-mm-dd";
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  // the fastest compression: a year's report is written in a fraction of the time, barely larger
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  wb.creator = "Harbour";
  wb.created = new Date();

  sheet(
    wb,
    t("financeReport.sheets.payments"),
    [
      col("asset", 24),
      col("date", 12, { date: true }),
      col("booking", 14),
      col("method", 16),
      col("status", 14),
      col("number", 20),
      col("currency", 9),
      col("amount", 14, { money: true }),
      col("foreignAmount", 14, { money: true }),
      col("foreignCurrency", 9),
    ],
    r.groups.flatMap((g) =>
      g.payments.map((p) => [
        assetName(t, g.asset),
        day(p.date),
        p.bookingNumber,
        method(t, p.method),
        status(t, p.status),
        p.reference,
        p.currency,
        num(p.amount),
        num(p.foreignAmount),
        p.foreignCurrency,
      ]),
    ),
    dateFormat,
  );

  sheet(
    wb,
    t("financeReport.sheets.invoices"),
    [
      col("asset", 24),
      col("date", 12, { date: true }),
      col("number", 16),
      col("kind", 18),
      col("booking", 14),
      col("buyer", 28),
      col("currency", 9),
      col("net", 14, { money: true }),
      col("tax", 14, { money: true }),
      col("amount", 14, { money: true }),
      col("amountDue", 14, { money: true }),
    ],
    r.groups.flatMap((g) =>
      g.invoices.map((i) => [
        assetName(t, g.asset),
        day(i.date),
        i.number,
        kind(t, i.kind),
        i.bookingNumber,
        i.buyer,
        i.currency,
        num(i.net),
        num(i.tax),
        num(i.total),
        num(i.amountDue),
      ]),
    ),
    dateFormat,
  );

  const sumRow = (asset: string, s: ReportSums) => [
    asset,
    s.currency,
    num(s.paid),
    ...PAYMENT_METHODS.map((m) => num(s.byMethod.find((x) => x.method === m)?.amount ?? "0")),
    num(s.invoices.total),
    num(s.credits.total),
    sum([s.invoices.total, s.credits.total]).toNumber(),
  ];
  let boldTotals: Partial<ExcelJS.Style>[] | undefined;
  const groupRows = r.groups.flatMap((g) => g.sums.map((s) => sumRow(assetName(t, g.asset), s)));
  const totalRows = r.totals.map((s) => sumRow(t("financeReport.allAssets"), s));
  sheet(
    wb,
    t("financeReport.sheets.summary"),
    [
      col("asset", 24),
      col("currency", 9),
      col("paid", 14, { money: true }),
      ...PAYMENT_METHODS.map((m) => ({ key: m, header: method(t, m), width: 14, money: true })),
      col("invoiced", 14, { money: true }),
      col("credited", 14, { money: true }),
      col("netInvoiced", 14, { money: true }),
    ],
    // the totals stand out; the period is said below them, as dates
    [...groupRows, ...totalRows, [], [t("financeReport.period"), day(r.from), day(r.to)]],
    dateFormat,
    (i, styles) => {
      const at = i - groupRows.length;
      if (at >= 0 && at < totalRows.length) return (boldTotals ??= styles.map(bolder));
      if (at === totalRows.length + 1) return [{}, { numFmt: dateFormat }, { numFmt: dateFormat }];
      return undefined;
    },
  );
  await wb.commit();
  return Buffer.concat(chunks);
}

/** XLSX's content type. */
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
