// A figure as a file in the reader's language (export=csv|xlsx): its table, headers translated,
// keyed values (states, line types ...) as their labels. CSV through lib/resources/csv.ts (cells
// safe from formulas); XLSX with exceljs, money and percent as real numbers, so a spreadsheet sums
// them as they are.
import ExcelJS from "exceljs";
import { csvRow } from "../../resources/csv";
import type { FigureAnswer } from "./run-figure";

const cells = (a: FigureAnswer) =>
  a.rows.map((r) =>
    a.columns.map((c) => {
      const v = r[c.key] ?? null;
      if (v === null) return null;
      if (c.kind === "text") return a.labels[c.key]?.[String(v)] ?? v;
      return typeof v === "number" ? v : Number(v);
    }),
  );

export function figureCsv(a: FigureAnswer): string {
  const header = a.columns.map((c) => (c.kind === "money" && a.currency ? `${c.label} (${a.currency})` : c.label));
  return [csvRow(header), ...cells(a).map(csvRow)].join("");
}

export async function figureXlsx(a: FigureAnswer, title: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(title.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  ws.columns = a.columns.map((c) => ({
    key: c.key,
    header: c.kind === "money" && a.currency ? `${c.label} (${a.currency})` : c.label,
    width: c.kind === "text" ? 28 : 14,
    style: c.kind === "money" ? { numFmt: "#,##0.00" } : c.kind === "percent" ? { numFmt: "0.0" } : {},
  }));
  ws.getRow(1).font = { bold: true };
  ws.addRows(cells(a));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
