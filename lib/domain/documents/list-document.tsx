// Printable lists as PDF, drawn with @react-pdf/renderer (the one PDF library of the product:
// documents are React components; invoices will use it too, see docs/decisions.md). A list is a
// title, a subtitle, columns and rows; wide lists turn to landscape.
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";

export type PdfColumn = { key: string; label: string; width?: number };
export type PdfList = {
  title: string;
  subtitle?: string;
  /** "printed on ..." and the page numbers' words, in the reader's language */
  footer: string;
  pageLabel: (page: number, pages: number) => string;
  columns: PdfColumn[];
  rows: Record<string, string | number | null | undefined>[];
  empty: string;
};

const styles = StyleSheet.create({
  page: { padding: 28, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  title: { fontSize: 16, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  subtitle: { fontSize: 10, color: "#475569", marginBottom: 12 },
  header: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#0f172a", paddingBottom: 3, marginBottom: 2 },
  headCell: { fontFamily: "Helvetica-Bold", paddingRight: 4 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 },
  cell: { paddingRight: 4 },
  empty: { marginTop: 12, color: "#64748b" },
  footer: { position: "absolute", bottom: 14, left: 28, right: 28, flexDirection: "row", justifyContent: "space-between", fontSize: 7, color: "#64748b" },
});

function ListDocument({ list }: { list: PdfList }) {
  const total = list.columns.reduce((n, c) => n + (c.width ?? 1), 0);
  const width = (c: PdfColumn) => `${((c.width ?? 1) / total) * 100}%`;
  return (
    <Document title={list.title} creator="Harbour" producer="Harbour">
      <Page size="A4" orientation={list.columns.length > 6 ? "landscape" : "portrait"} style={styles.page} wrap>
        <Text style={styles.title}>{list.title}</Text>
        {list.subtitle ? <Text style={styles.subtitle}>{list.subtitle}</Text> : null}
        <View style={styles.header} fixed>
          {list.columns.map((c) => (
            <Text key={c.key} style={[styles.headCell, { width: width(c) }]}>
              {c.label}
            </Text>
          ))}
        </View>
        {list.rows.length === 0 ? <Text style={styles.empty}>{list.empty}</Text> : null}
        {list.rows.map((r, i) => (
          <View key={i} style={styles.row} wrap={false}>
            {list.columns.map((c) => (
              <Text key={c.key} style={[styles.cell, { width: width(c) }]}>
                {r[c.key] == null ? "" : String(r[c.key])}
              </Text>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text>{list.footer}</Text>
          <Text render={({ pageNumber, totalPages }) => list.pageLabel(pageNumber, totalPages)} />
        </View>
      </Page>
    </Document>
  );
}

/** The list as PDF bytes. */
export async function renderListPdf(list: PdfList): Promise<Buffer> {
  return renderToBuffer(<ListDocument list={list} />);
}
