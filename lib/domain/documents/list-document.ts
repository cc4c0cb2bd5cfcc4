// Printable lists as PDF, drawn with @react-pdf/renderer (the one PDF library of the product:
// documents are React components; invoices will use it too, see docs/decisions.md). A list is a
// title, a subtitle, columns and rows; wide lists turn to landscape. Written with createElement
// so that the server rings need no JSX build step.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";

export type PdfColumn = { key: string; label: string; width?: number };
export type PdfList = {
  title: string;
  subtitle?: string;
  /** "printed on ..." in the reader's language */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  columns: PdfColumn[];
  rows: Record<string, string | number | null | undefined>[];
  empty: string;
};

const styles = StyleSheet.create({
  page: { padding: 28, paddingBottom: 36, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 16, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  subtitle: { fontSize: 10, color: "#475569", marginBottom: 12 },
  header: {
    flexDirection: "row",
    borderBottomWidth: 1,
    borderBottomColor: "#0f172a",
    paddingBottom: 3,
    marginBottom: 2,
  },
  headCell: { fontFamily: "Helvetica-Bold", paddingRight: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 },
  cell: { paddingRight: 4 },
  empty: { marginTop: 12, color: "#64748b" },
  footer: {
    position: "absolute",
    bottom: 14,
    left: 28,
    right: 28,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7,
    color: "#64748b",
  },
});

function listDocument(list: PdfList): ReactElement {
  const total = list.columns.reduce((n, c) => n + (c.width ?? 1), 0);
  const width = (c: PdfColumn) => `${((c.width ?? 1) / total) * 100}%`;
  const cells = (style: object, value: (c: PdfColumn) => string) =>
    list.columns.map((c) => h(Text, { key: c.key, style: { ...style, width: width(c) } }, value(c)));
  return h(
    Document,
    { title: list.title, creator: "Harbour", producer: "Harbour" },
    h(
      Page,
      { size: "A4", orientation: list.columns.length > 6 ? "landscape" : "portrait", style: styles.page, wrap: true },
      h(Text, { style: styles.title }, list.title),
      list.subtitle ? h(Text, { style: styles.subtitle }, list.subtitle) : null,
      h(View, { style: styles.header, fixed: true }, ...cells(styles.headCell, (c) => c.label)),
      list.rows.length === 0 ? h(Text, { style: styles.empty }, list.empty) : null,
      ...list.rows.map((r, i) =>
        h(
          View,
          { key: i, style: styles.row, wrap: false },
          ...cells(styles.cell, (c) => (r[c.key] == null ? "" : String(r[c.key]))),
        ),
      ),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, list.footer),
        h(Text, { render: ({ pageNumber, totalPages }) => list.pageLabel(pageNumber, totalPages) }),
      ),
    ),
  );
}

/** The list as PDF bytes. */
export async function renderListPdf(list: PdfList): Promise<Buffer> {
  return renderToBuffer(listDocument(list) as Parameters<typeof renderToBuffer>[0]);
}
