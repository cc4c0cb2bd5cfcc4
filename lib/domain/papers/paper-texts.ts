// The texts of the booking documents: per document an intro, a closing and terms, each a text
// block (lib/domain/content) the operator edits per language at /config/textblocks, keyed
// `document.{template}.{part}`. A block that is missing, or has no text in the document's
// language, prints the default below; the demo seed creates the blocks from these defaults.
// Texts may name {name} (whom the document is for), {number}, {from}, {to} and {company}.
import type { Locale } from "../../i18n/locale";
import { textBlocksIn } from "../content/text-blocks";
import { BOOKING_TEMPLATES, type BookingTemplate } from "./templates";

export const PAPER_PARTS = ["intro", "closing", "terms"] as const;
export type PaperPart = (typeof PAPER_PARTS)[number];
export type PaperTexts = Record<PaperPart, string>;

export const paperTextKey = (template: BookingTemplate, part: PaperPart) => `document.${template}.${part}`;

const DEFAULTS: Record<BookingTemplate, Record<PaperPart, Record<Locale, string>>> = {
  offer: {
    intro: {
      de: "Guten Tag {name},\nvielen Dank für Ihre Anfrage. Gern bieten wir Ihnen Folgendes an:",
      en: "Dear {name},\nthank you for your enquiry. We are pleased to offer you the following:",
    },
    closing: {
      de: "Wir freuen uns auf Ihre Zusage.\nMit freundlichen Grüßen\n{company}",
      en: "We look forward to hearing from you.\nKind regards\n{company}",
    },
    terms: {
      de:
        "Dieses Angebot ist freibleibend. Zimmer und Kabinen sind erst mit der Buchungsbestätigung " +
        "fest für Sie reserviert.",
      en: "This offer is subject to availability. Rooms and cabins are held for you once the booking is confirmed.",
    },
  },
  confirmation: {
    intro: {
      de: "Guten Tag {name},\nvielen Dank für Ihre Buchung. Hiermit bestätigen wir Ihre Buchung {number}:",
      en: "Dear {name},\nthank you for your booking. We hereby confirm your booking {number}:",
    },
    closing: {
      de: "Wir freuen uns auf Ihren Besuch.\nMit freundlichen Grüßen\n{company}",
      en: "We look forward to welcoming you.\nKind regards\n{company}",
    },
    terms: {
      de: "Bitte zahlen Sie die Raten zu den genannten Fälligkeiten. Es gelten unsere Reise- und Stornobedingungen.",
      en: "Please pay the instalments by the dates shown. Our terms of travel and cancellation apply.",
    },
  },
  voucher: {
    intro: {
      de:
        "Dieser Voucher gilt für die unten genannten Gäste und Leistungen. " +
        "Bitte legen Sie ihn bei der Ankunft vor.",
      en: "This voucher is valid for the guests and services below. Please present it on arrival.",
    },
    closing: { de: "Gute Reise!\n{company}", en: "Have a good trip!\n{company}" },
    terms: {
      de: "Nicht übertragbar. Leistungen, die nicht auf diesem Voucher stehen, werden vor Ort berechnet.",
      en: "Not transferable. Services not listed on this voucher are charged on site.",
    },
  },
};

const TITLES: Record<PaperPart, string> = { intro: "introduction", closing: "closing", terms: "terms" };
const NAMES: Record<BookingTemplate, string> = { offer: "Offer", confirmation: "Confirmation", voucher: "Voucher" };

/** The document text blocks with their default texts (what the demo seed creates). */
export const PAPER_TEXT_BLOCKS = BOOKING_TEMPLATES.flatMap((template) =>
  PAPER_PARTS.map((part) => ({
    key: paperTextKey(template, part),
    title: `${NAMES[template]} – ${TITLES[part]}`,
    category: part === "terms" ? ("Information" as const) : ("Text" as const),
    texts: { ...DEFAULTS[template][part] },
  })),
);

/** {name} and the like replaced by their values; an unknown placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? values[name] : all));
}

/** A document's texts in `language`: the operator's text blocks, else the defaults, placeholders filled. */
export async function paperTexts(
  template: BookingTemplate,
  language: Locale,
  values: Record<string, string>,
): Promise<PaperTexts> {
  const blocks = await textBlocksIn(
    PAPER_PARTS.map((p) => paperTextKey(template, p)),
    language,
  );
  const text = (part: PaperPart) =>
    fillPlaceholders(blocks.get(paperTextKey(template, part)) ?? DEFAULTS[template][part][language], values);
  return { intro: text("intro"), closing: text("closing"), terms: text("terms") };
}
