// Which sites may show a booking widget (/widget/{slug}) in a frame: the CSP's frame-ancestors of
// that widget's pages (set in middleware.ts through lib/http/security-headers.ts). Every other page
// may not be framed at all, except the booking pages a widget leads its guest into (see
// `embeddingOrigins`). Both run in the middleware (Node.js runtime) on every such request: one
// indexed query each. Entries that are not an http(s) origin are dropped again when the header
// is written (frameAncestorSources); a failing lookup counts as nobody (the middleware catches it).
import { db } from "../../core/db";
import { isLocale, type Locale } from "../../i18n/locale";
import { SLUG_PATTERN } from "../../validation/web-addresses";

/**
 * The request header by which middleware.ts tells a booking page (/book/..., /payment/...) that it
 * shows in this widget's frame: set from ?widget={slug} when that names an active widget, and
 * removed from every other request, so a client cannot send it.
 */
export const WIDGET_FRAME_HEADER = "x-harbour-widget";

export type WidgetEmbedding = {
  /** the origins the widget names: they may frame it, besides this site itself */
  origins: readonly string[];
  /** the widget's language: its page speaks it unless the guest picked one (cookie) */
  language: Locale;
};

/** An active widget's embedding settings by its slug; null for an unknown or inactive one. */
export async function widgetEmbedding(slug: string): Promise<WidgetEmbedding | null> {
  if (!SLUG_PATTERN.test(slug)) return null;
  const w = await db().widget.findUnique({
    where: { slug },
    select: { allowedOrigins: true, language: true, isActive: true },
  });
  if (!w?.isActive) return null;
  return { origins: w.allowedOrigins, language: isLocale(w.language) ? w.language : "de" };
}

/**
 * Every origin some active widget names: the booking pages a widget links into (in its frame)
 * may be framed by them. The request there does not say which widget it came from, and those
 * sites are the ones the operator trusts to offer its booking.
 */
export async function embeddingOrigins(): Promise<readonly string[]> {
  const rows = await db().widget.findMany({ where: { isActive: true }, select: { allowedOrigins: true } });
  return [...new Set(rows.flatMap((r) => r.allowedOrigins))];
}
