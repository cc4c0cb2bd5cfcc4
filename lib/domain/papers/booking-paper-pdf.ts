// A booking document (offer, confirmation, voucher) as PDF in its own language, drawn with
// @react-pdf/renderer (the one PDF library, docs/decisions.md): the operator's letterhead and logo,
// whom it is for, its number and date, the stay, the rooms or cabins with their guests, the price
// lines and total (not on a voucher), the instalments with their due dates (confirmation), and the
// operator's text blocks (intro, closing, terms) with a note of the moment. Pure: data in, bytes out.
import { Image, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { createElement as h, type ReactElement } from "react";
import { formatDay } from "../../i18n/date-format";
import type { Locale } from "../../i18n/locale";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { letterDocument, letterStyles } from "../documents/letter-pdf";
import type { DocumentImage } from "../media/media-image";
import type { PaperTexts } from "./paper-texts";
import type { BookingTemplate } from "./templates";

export type PaperParty = { name: string; lines: string[] };

/** Everything a booking document shows, its texts already in its language. */
export type BookingPaper = {
  template: BookingTemplate;
  language: Locale;
  currency: string;
  number: string;
  date: string;
  company: PaperParty & { contact: string[] };
  logo: DocumentImage | null;
  recipient: PaperParty;
  stay: { from: string; to: string; asset: string | null; tour: string | null; persons: number };
  /** an option's last day (offer of a reservation) */
  optionUntil: string | null;
  rooms: { name: string; type: string; from: string; to: string; guests: string[] }[];
  guests: string[];
  /** the price lines (none on a voucher) */
  lines: { text: string; quantity: string; price: string; total: string }[];
  total: string | null;
  instalments: { kind: "deposit" | "rest"; due: string; amount: string; open: string }[];
  texts: PaperTexts;
  note: string | null;
};

type Style = Parameters<typeof StyleSheet.create>[0][string];

const styles = StyleSheet.create({
  ...letterStyles,
  brand: { flexDirection: "column", maxWidth: "55%" },
  logo: { maxWidth: 160, maxHeight: 60, objectFit: "contain", marginBottom: 6 },
  facts: { flexDirection: "row", flexWrap: "wrap", marginBottom: 12 },
  paragraph: { fontSize: 9, lineHeight: 1.35 },
  heading: { fontSize: 10, fontFamily: "Helvetica-Bold", marginTop: 8, marginBottom: 4 },
  room: { width: "25%", paddingRight: 4 },
  roomType: { width: "20%", paddingRight: 4 },
  roomDates: { width: "25%", paddingRight: 4 },
  roomGuests: { width: "30%" },
  text: { width: "55%", paddingRight: 4 },
  qty: { width: "10%", textAlign: "right" },
  price: { width: "17.5%", textAlign: "right" },
  amount: { width: "17.5%", textAlign: "right" },
  due: { width: "35%" },
  dueDate: { width: "25%" },
  dueAmount: { width: "20%", textAlign: "right" },
  total: { ...letterStyles.total, marginLeft: "45%" },
  note: { marginTop: 10, padding: 6, backgroundColor: "#f1f5f9" },
  terms: { fontSize: 8, color: "#475569", lineHeight: 1.35 },
});

function paperDocument(d: BookingPaper): ReactElement {
  const t = translator(d.language);
  const tr = (key: string, values?: Record<string, string | number>) =>
    t(`bookingPapers.pdf.${key}` as never, values as never);
  const money = (v: string) => formatMoney(v, d.currency, d.language);
  const day = (v: string) => formatDay(v, d.language);
  const qty = (v: string) =>
    new Intl.NumberFormat(d.language, { maximumFractionDigits: 2 }).format(Number.isFinite(Number(v)) ? Number(v) : 0);
  const title = tr(`title.${d.template}`);
  const cell = (style: Style, value: string, bold = false) =>
    h(Text, { style: bold ? { ...style, ...styles.bold } : style }, value);
  // a text block's lines as lines (an empty one as a gap): "\n" inside one Text spaces lines unevenly
  const paragraph = (text: string, style: Style = styles.paragraph, box: Style = { marginBottom: 10 }) =>
    text.trim()
      ? h(
          View,
          { style: box },
          ...text
            .trim()
            .split(/\r?\n/)
            .map((line, i) => h(Text, { key: `p${i}`, style }, line.trim() === "" ? " " : line)),
        )
      : null;
  const showPrices = d.template !== "voucher";
  return letterDocument(
    {
      title: `${title} ${d.number}`,
      author: d.company.name,
      language: d.language,
      brand: h(
        View,
        { style: styles.brand },
        d.logo ? h(Image, { style: styles.logo, src: { data: d.logo.data, format: d.logo.format } }) : null,
        d.company.name ? h(Text, { style: styles.senderName }, d.company.name) : null,
      ),
      address: [...d.company.lines, ...d.company.contact],
      footer: [d.company.name, `${title} ${d.number}`].filter(Boolean).join(" · "),
      pageLabel: (page, pages) => tr("page", { page, pages }),
    },
    h(
      View,
      { style: styles.recipient },
      h(Text, { style: styles.bold }, d.recipient.name),
      ...d.recipient.lines.map((l, i) => h(Text, { key: `r${i}` }, l)),
    ),
    h(Text, { style: styles.title }, `${title} ${d.number}`),
    h(
      View,
      { style: styles.facts },
      h(Text, { style: styles.fact }, `${tr("date")}: ${day(d.date)}`),
      h(Text, { style: styles.fact }, `${tr("stay")}: ${day(d.stay.from)} – ${day(d.stay.to)}`),
      d.stay.asset ? h(Text, { style: styles.fact }, `${tr("asset")}: ${d.stay.asset}`) : null,
      d.stay.tour ? h(Text, { style: styles.fact }, `${tr("tour")}: ${d.stay.tour}`) : null,
      h(Text, { style: styles.fact }, `${tr("persons")}: ${d.stay.persons}`),
      d.optionUntil ? h(Text, { style: styles.fact }, `${tr("optionUntil")}: ${day(d.optionUntil)}`) : null,
    ),
    paragraph(d.texts.intro),
    d.rooms.length
      ? h(
          View,
          null,
          h(Text, { style: styles.heading }, tr("rooms")),
          h(
            View,
            { style: styles.head },
            cell(styles.room, tr("room"), true),
            cell(styles.roomType, tr("type"), true),
            cell(styles.roomDates, tr("dates"), true),
            cell(styles.roomGuests, tr("guests"), true),
          ),
          ...d.rooms.map((r, i) =>
            h(
              View,
              { key: `room${i}`, style: styles.row, wrap: false },
              cell(styles.room, r.name),
              cell(styles.roomType, r.type),
              cell(styles.roomDates, `${day(r.from)} – ${day(r.to)}`),
              cell(styles.roomGuests, r.guests.join(", ")),
            ),
          ),
        )
      : null,
    d.guests.length
      ? h(
          View,
          { wrap: false },
          h(Text, { style: styles.heading }, tr("guestList")),
          h(Text, null, d.guests.join(", ")),
        )
      : null,
    showPrices && d.lines.length
      ? h(
          View,
          null,
          h(Text, { style: styles.heading }, tr("prices")),
          h(
            View,
            { style: styles.head },
            cell(styles.text, tr("line"), true),
            cell(styles.qty, tr("quantity"), true),
            cell(styles.price, tr("unitPrice"), true),
            cell(styles.amount, tr("amount"), true),
          ),
          ...d.lines.map((l, i) =>
            h(
              View,
              { key: `line${i}`, style: styles.row, wrap: false },
              cell(styles.text, l.text),
              cell(styles.qty, qty(l.quantity)),
              cell(styles.price, money(l.price)),
              cell(styles.amount, money(l.total)),
            ),
          ),
        )
      : null,
    showPrices && d.total !== null
      ? h(View, { style: styles.total, wrap: false }, h(Text, null, tr("total")), h(Text, null, money(d.total)))
      : null,
    d.template === "confirmation" && d.instalments.length
      ? h(
          View,
          { wrap: false },
          h(Text, { style: styles.heading }, tr("instalments")),
          h(
            View,
            { style: styles.head },
            cell(styles.due, tr("instalment"), true),
            cell(styles.dueDate, tr("dueDate"), true),
            cell(styles.dueAmount, tr("amount"), true),
            cell(styles.dueAmount, tr("open"), true),
          ),
          ...d.instalments.map((x, i) =>
            h(
              View,
              { key: `due${i}`, style: styles.row },
              cell(styles.due, tr(`instalmentKinds.${x.kind}`)),
              cell(styles.dueDate, day(x.due)),
              cell(styles.dueAmount, money(x.amount)),
              cell(styles.dueAmount, money(x.open)),
            ),
          ),
        )
      : null,
    d.note ? h(Text, { style: styles.note }, d.note) : null,
    paragraph(d.texts.closing, styles.paragraph, { marginTop: 14 }),
    paragraph(d.texts.terms, styles.terms, { marginTop: 12 }),
  );
}

/** The booking document as PDF bytes. */
export async function renderBookingPaperPdf(d: BookingPaper): Promise<Buffer> {
  return renderToBuffer(paperDocument(d) as Parameters<typeof renderToBuffer>[0]);
}
