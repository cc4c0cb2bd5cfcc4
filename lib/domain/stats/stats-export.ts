// The period exports of /stats/export (GET /api/bookings/csvExport, docs/statistics.md): the
// bookings, guests, payments or invoices of a period with the columns chosen, as CSV or XLSX,
// streamed: rows are read in batches by id (keyset), each batch written before the next is read,
// so a year of a large operator never sits in memory. CSV cells go through lib/resources/csv.ts
// (formulas neutralised, as every export); XLSX cells are typed values (text is never a formula).
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { z } from "zod";
import { ISO_DATE, nightsBetween } from "../../core/dates";
import { Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { csvStream } from "../../resources/csv";
import { calendarDateField } from "../../validation/validators";
import { assetNames } from "../finance/finance-report";
import { STATS_MAX_DAYS, statsQuery } from "./stats-query";
import { XLSX_TYPE } from "./stats-files";
import { bookingFilters, jsonRows } from "./stats-sql";

export const EXPORT_KINDS = ["bookings", "guests", "payments", "invoices"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;

type CellKind = "text" | "count" | "money" | "date";
type Column = { sql: Prisma.Sql; kind: CellKind };

const day = (c: string) => Prisma.raw(`to_char(${c}, 'YYYY-MM-DD')`);
const BOOKING_NO = Prisma.sql`COALESCE(b."bookingNo", b."reservationNo", b."offerNo", '#' || b.id)`;
const ASSET = Prisma.sql`COALESCE(t.name, rs.name, v.name)`;
const BOOKING_JOINS = Prisma.sql`LEFT JOIN "Tour" t ON t.id = b."tourId" LEFT JOIN "Resort" rs ON rs.id = b."resortId"
  LEFT JOIN "Vessel" v ON v.id = b."vesselId"`;

/** Every column an export of a kind may have, in the order it is written. */
export const EXPORT_COLUMNS: Record<ExportKind, Record<string, Column>> = {
  bookings: {
    number: { sql: BOOKING_NO, kind: "text" },
    state: { sql: Prisma.sql`b.state::text`, kind: "text" },
    asset: { sql: ASSET, kind: "text" },
    arrival: { sql: day(`b."dateFrom"`), kind: "date" },
    departure: { sql: day(`b."dateTo"`), kind: "date" },
    nights: { sql: Prisma.sql`(b."dateTo" - b."dateFrom")`, kind: "count" },
    guests: { sql: Prisma.sql`b."noOfPax"`, kind: "count" },
    customer: { sql: Prisma.sql`cu."fullName"`, kind: "text" },
    agency: { sql: Prisma.sql`ag.name`, kind: "text" },
    currency: { sql: Prisma.sql`b.currency`, kind: "text" },
    total: { sql: Prisma.sql`b.total::text`, kind: "money" },
    bookingDate: { sql: day(`b."bookingDate"`), kind: "date" },
  },
  guests: {
    booking: { sql: BOOKING_NO, kind: "text" },
    state: { sql: Prisma.sql`b.state::text`, kind: "text" },
    asset: { sql: ASSET, kind: "text" },
    arrival: { sql: day(`b."dateFrom"`), kind: "date" },
    departure: { sql: day(`b."dateTo"`), kind: "date" },
    firstName: { sql: Prisma.sql`cu."firstName"`, kind: "text" },
    lastName: { sql: Prisma.sql`cu."lastName"`, kind: "text" },
    birthday: { sql: day(`cu.birthday`), kind: "date" },
    nationality: { sql: Prisma.sql`cu.nationality`, kind: "text" },
    country: { sql: Prisma.sql`cu.country`, kind: "text" },
    email: { sql: Prisma.sql`cu.email`, kind: "text" },
    phone: { sql: Prisma.sql`cu.phone`, kind: "text" },
  },
  payments: {
    date: { sql: day(`COALESCE(p.date, p."paidAt", p."createdAt")`), kind: "date" },
    booking: { sql: BOOKING_NO, kind: "text" },
    asset: { sql: ASSET, kind: "text" },
    method: { sql: Prisma.sql`p.method`, kind: "text" },
    status: { sql: Prisma.sql`p.status`, kind: "text" },
    reference: { sql: Prisma.sql`p.reference`, kind: "text" },
    currency: { sql: Prisma.sql`p.currency`, kind: "text" },
    amount: { sql: Prisma.sql`p.amount::text`, kind: "money" },
  },
  invoices: {
    number: { sql: Prisma.sql`i.number`, kind: "text" },
    date: { sql: day(`i.date`), kind: "date" },
    kind: { sql: Prisma.sql`i.kind`, kind: "text" },
    booking: { sql: BOOKING_NO, kind: "text" },
    asset: { sql: ASSET, kind: "text" },
    currency: { sql: Prisma.sql`i.currency`, kind: "text" },
    net: { sql: Prisma.sql`i.net::text`, kind: "money" },
    tax: { sql: Prisma.sql`i.tax::text`, kind: "money" },
    total: { sql: Prisma.sql`i.total::text`, kind: "money" },
    amountDue: { sql: Prisma.sql`i."amountDue"::text`, kind: "money" },
  },
};

/**
 * Where each kind's rows come from and which day puts them in the period: a booking and its guests
 * by the day the stay starts, a payment by its date (else the day it was paid or recorded), an
 * invoice by its date. Every state is exported (the state column says which).
 */
const SOURCES: Record<ExportKind, { id: string; from: Prisma.Sql; day: Prisma.Sql }> = {
  bookings: {
    id: "b.id",
    from: Prisma.sql`"Booking" b LEFT JOIN "Customer" cu ON cu.id = b."customerId"
      LEFT JOIN "Agency" ag ON ag.id = b."agencyId" ${BOOKING_JOINS}`,
    day: Prisma.sql`b."dateFrom"`,
  },
  guests: {
    id: "g.id",
    from: Prisma.sql`"BookingGuest" g JOIN "Booking" b ON b.id = g."bookingId"
      JOIN "Customer" cu ON cu.id = g."customerId" ${BOOKING_JOINS}`,
    day: Prisma.sql`b."dateFrom"`,
  },
  payments: {
    id: "p.id",
    from: Prisma.sql`"Payment" p JOIN "Booking" b ON b.id = p."bookingId" ${BOOKING_JOINS}`,
    day: Prisma.sql`COALESCE(p.date, (p."paidAt" AT TIME ZONE 'UTC')::date, (p."createdAt" AT TIME ZONE 'UTC')::date)`,
  },
  invoices: {
    id: "i.id",
    from: Prisma.sql`"Invoice" i JOIN "Booking" b ON b.id = i."bookingId" ${BOOKING_JOINS}`,
    day: Prisma.sql`i.date`,
  },
};

/** The export's parameters: what, the period (as every figure's), the columns, the format and assets. */
export const exportQuery = z
  .object({
    kind: z.enum(EXPORT_KINDS, { error: "validation.invalidValue" }),
    from: calendarDateField(),
    to: calendarDateField(),
    columns: z
      .string()
      .max(2000)
      .optional()
      .meta({ description: "the columns, comma separated, in the kind's order; none: all of them" }),
    format: z.enum(EXPORT_FORMATS, { error: "validation.invalidValue" }).default("csv"),
    assets: statsQuery.shape.assets,
  })
  .superRefine((v, ctx) => {
    if (v.columns) {
      const known = EXPORT_COLUMNS[v.kind] ?? {};
      if (v.columns.split(",").some((c) => !Object.hasOwn(known, c.trim())))
        ctx.addIssue({ code: "custom", path: ["columns"], message: "validation.invalidValue" });
    }
    if (!ISO_DATE.test(v.from) || !ISO_DATE.test(v.to)) return;
    if (v.to < v.from) ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    else if (nightsBetween(v.from, v.to) + 1 > STATS_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["to"], message: `validation.rangeTooLong|{"days":${STATS_MAX_DAYS}}` });
  });
export type ExportQuery = z.infer<typeof exportQuery>;

/** The columns asked for, in the kind's order (all of them when none are named). */
export function exportColumns(q: Pick<ExportQuery, "kind" | "columns">): string[] {
  const all = Object.keys(EXPORT_COLUMNS[q.kind]);
  if (!q.columns) return all;
  const asked = new Set(q.columns.split(",").map((c) => c.trim()));
  return all.filter((c) => asked.has(c));
}

const BATCH = 2000;

/** A batch reader of the export's rows (as arrays of cells), by id after the last one read. */
function reader(q: ExportQuery, columns: string[]) {
  const src = SOURCES[q.kind];
  const defs = columns.map((c) => EXPORT_COLUMNS[q.kind][c]);
  const where = Prisma.sql`${src.day} BETWEEN ${q.from}::date AND ${q.to}::date ${bookingFilters(q)}`;
  const id = Prisma.raw(src.id);
  let last = 0;
  let done = false;
  const next = async (): Promise<(string | number | null)[][] | null> => {
    if (done) return null;
    const rows = await jsonRows<{ id: number; cells: (string | number | null)[] }>(Prisma.sql`
      SELECT ${id} AS id, json_build_array(${Prisma.join(defs.map((d) => d.sql))}) AS cells
      FROM ${src.from} WHERE ${where} AND ${id} > ${last} ORDER BY ${id} LIMIT ${BATCH}`);
    if (rows.length < BATCH) done = true;
    if (!rows.length) return null;
    last = rows[rows.length - 1].id;
    return rows.map((r) => r.cells.map((v, i) => (defs[i].kind === "money" && v !== null ? Number(v) : v)));
  };
  const count = async () =>
    (await jsonRows<{ n: number }>(Prisma.sql`SELECT count(*)::int AS n FROM ${src.from} WHERE ${where}`))[0].n;
  return { next, count, defs };
}

/** The export as a streamed file: its body, the rows it will hold, its content type and name. */
export async function periodExport(q: ExportQuery, locale: Locale) {
  if (q.assets?.length) {
    const known = await assetNames(q.assets);
    if (q.assets.some((a) => !known.has(`${a.kind}:${a.id}`)))
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "assets", message: "validation.unknownAsset" }],
      });
  }
  const t = translator(locale);
  const columns = exportColumns(q);
  const { next, count, defs } = reader(q, columns);
  const header = columns.map((c) => t(`statsExport.columns.${c}`));
  const rows = await count();
  const name = `${q.kind}-${q.from}-${q.to}.${q.format}`;
  if (q.format === "csv") return { body: csvStream(header, next), rows, name, type: "text/csv; charset=utf-8" };
  return {
    body: xlsxStream(t(`statsExport.kinds.${q.kind}`), header, defs, next, locale),
    rows,
    name,
    type: XLSX_TYPE,
  };
}

/** One sheet written row by row as the batches come (exceljs' streaming writer), as a web stream. */
function xlsxStream(
  title: string,
  header: string[],
  defs: Column[],
  next: () => Promise<(string | number | null)[][] | null>,
  locale: Locale,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  const ws = wb.addWorksheet(title.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  const dateFormat = locale === "de" ? "dd.mm.yyyy" : "yyyy-mm-dd";
  const styles: Partial<ExcelJS.Style>[] = defs.map((d) =>
    d.kind === "money" ? { numFmt: "#,##0.00" } : d.kind === "date" ? { numFmt: dateFormat } : {},
  );
  ws.columns = header.map((h, i) => ({ header: h, width: defs[i].kind === "text" ? 24 : 14 }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  const write = async () => {
    for (let batch = await next(); batch; batch = await next()) {
      for (const cells of batch) {
        const row = ws.addRow(cells.map((v, i) => (defs[i].kind === "date" && v ? new Date(`${v}T00:00:00Z`) : v)));
        row.eachCell({ includeEmpty: true }, (cell, n) => (cell.style = styles[n - 1] ?? {}));
        row.commit();
      }
    }
    ws.commit();
    await wb.commit();
  };
  write().catch((e) => out.destroy(e instanceof Error ? e : new Error(String(e))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
