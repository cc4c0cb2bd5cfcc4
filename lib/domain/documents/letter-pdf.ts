// The frame every letter-like PDF of the product shares (invoices, booking documents), drawn with
// @react-pdf/renderer: an A4 page with the sender's letterhead (their brand on the left, their
// address on the right), the body, and a footer on every page with a line of its own and "page n
// of m"; and the styles of what such letters show alike (title, facts, table head and rows, the
// closing total). Written with createElement so that the server rings need no JSX build step.
import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createElement as h, type ReactElement, type ReactNode } from "react";

export const letterStyles = StyleSheet.create({
  page: { padding: 40, paddingBottom: 56, fontSize: 9, fontFamily: "Helvetica", color: "#0f172a" },
  letterhead: { flexDirection: "row", justifyContent: "space-between", marginBottom: 24 },
  /** the sender's address, right of the letterhead */
  sender: { fontSize: 8, color: "#475569", textAlign: "right" },
  senderName: { fontSize: 12, fontFamily: "Helvetica-Bold", color: "#0f172a" },
  recipient: { marginBottom: 18 },
  bold: { fontFamily: "Helvetica-Bold" },
  title: { fontSize: 16, fontFamily: "Helvetica-Bold", marginBottom: 6 },
  fact: { width: "50%", marginBottom: 2 },
  head: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#0f172a", paddingBottom: 3 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#cbd5e1", paddingVertical: 3 },
  /** the closing total (or amount due): ruled above, bold and larger */
  total: {
    flexDirection: "row",
    justifyContent: "space-between",
    borderTopWidth: 1,
    borderTopColor: "#0f172a",
    marginTop: 3,
    paddingTop: 3,
    fontFamily: "Helvetica-Bold",
    fontSize: 11,
  },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 40,
    right: 40,
    fontSize: 7,
    color: "#64748b",
    flexDirection: "row",
    justifyContent: "space-between",
  },
});

export type Letter = {
  /** the document's title (its metadata) */
  title: string;
  /** who sends it (the metadata's author) */
  author: string;
  language: string;
  /** left of the letterhead: the sender's name or brand */
  brand: ReactNode;
  /** right of the letterhead: the sender's address lines and contacts */
  address: string[];
  /** the footer's line on every page */
  footer: string;
  /** "page 1 of 2" in the letter's language */
  pageLabel: (page: number, pages: number) => string;
};

/** A letter: the document with its metadata, one A4 page (wrapping) with letterhead, `body` and footer. */
export function letterDocument(l: Letter, ...body: ReactNode[]): ReactElement {
  return h(
    Document,
    { title: l.title, author: l.author, creator: "Harbour", producer: "Harbour", language: l.language },
    h(
      Page,
      { size: "A4", style: letterStyles.page, wrap: true },
      h(
        View,
        { style: letterStyles.letterhead },
        l.brand,
        h(View, { style: letterStyles.sender }, ...l.address.map((line, i) => h(Text, { key: `a${i}` }, line))),
      ),
      ...body,
      h(
        View,
        { style: letterStyles.footer, fixed: true },
        h(Text, null, l.footer),
        h(Text, { render: ({ pageNumber, totalPages }) => l.pageLabel(pageNumber, totalPages) }),
      ),
    ),
  );
}
