// /widget/{slug}: the booking widget an operator embeds in its own web site (an iframe, see the
// snippet on /widget-admin/{id}). A compact page built on the server in the widget's colour and
// language: a resort's free room types for the guest's dates, or a vessel's next departures; the
// guest's choice continues in the booking flow (/book/resort, /book/online) in the same frame.
// A route handler writing HTML (lib/page/widget-html.ts), not a page: a page ships Next's client
// runtime, ~100 KB the widget does not need (docs/decisions.md). Who may frame it, its language
// and its CSP nonce: middleware.ts, whose response headers reach this answer too.
import { getLocale, getTranslations } from "next-intl/server";
import { headers } from "next/headers";
import type { NextRequest } from "next/server";
import { AppError } from "@/lib/core/errors";
import { operatorToday } from "@/lib/core/operator";
import { resortOffers, vesselDepartures, type RoomTypeOffer } from "@/lib/domain/widget/offers";
import { publicWidget, type PublicWidget } from "@/lib/domain/widget/public-widget";
import { guestsOf, staySearch } from "@/lib/domain/widget/search";
import type { Locale } from "@/lib/i18n/locale";
import { translateMessage } from "@/lib/i18n/message-key";
import { currentFeatures, requireRoute } from "@/lib/page/context";
import { pageSearchParams } from "@/lib/page/search-params";
import type { PageSearchParams } from "@/lib/page/list";
import { widgetHtml, widgetNotFoundHtml, type WidgetContent } from "@/lib/page/widget-html";

/** departures shown in the widget; the rest on the full booking page */
const DEPARTURES = 8;

// built for each request (its guest's search, its nonce): never stored
const HTML = { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" };

type T = Awaited<ReturnType<typeof getTranslations>>;
type Principal = Awaited<ReturnType<typeof requireRoute>>;

export async function GET(req: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const principal = await requireRoute(`/widget/${encodeURIComponent(slug)}`);
  const [t, locale, nonce] = await Promise.all([getTranslations(), getLocale(), nonceOf()]);
  const notFound = () =>
    new Response(widgetNotFoundHtml({ lang: locale, appName: t("app.name"), t }), { status: 404, headers: HTML });
  if (!(await currentFeatures()).features.has("bookingWidget")) return notFound();
  const widget = await publicWidget(slug).catch((e) => {
    if (e instanceof AppError && e.status === 404) return null;
    throw e;
  });
  if (!widget) return notFound();
  const sp = pageSearchParams(req.nextUrl.searchParams);
  const content =
    widget.offer === "resort"
      ? await resortContent(widget, sp, locale as Locale, principal, t)
      : await vesselContent(widget, sp);
  return new Response(widgetHtml({ lang: locale, appName: t("app.name"), nonce, widget, content }, t), {
    headers: HTML,
  });
}

/** The nonce middleware.ts put into this request's CSP. */
async function nonceOf(): Promise<string | null> {
  return (await headers()).get("x-nonce");
}

async function resortContent(
  widget: PublicWidget,
  sp: PageSearchParams,
  locale: Locale,
  principal: Principal,
  t: T,
): Promise<WidgetContent> {
  const today = await operatorToday();
  const stay = staySearch(sp, today);
  let offers: RoomTypeOffer[] = [];
  let problem = stay.problem ? translateMessage(t, stay.problem) : null;
  if (stay.searched) {
    try {
      const found = await resortOffers({ resortId: widget.asset.id, ...stay }, principal, locale);
      offers = found.offers;
      if (found.problem) problem = translateMessage(t, found.problem);
      else if (!offers.length) problem = t("widgets.page.nothingFree");
    } catch (e) {
      if (!(e instanceof AppError) || e.status >= 500) throw e;
      problem = e.fields?.map((f) => translateMessage(t, f.message)).join(" ") || translateMessage(t, e.message);
    }
  }
  return { offer: "resort", today, stay, problem, offers };
}

async function vesselContent(widget: PublicWidget, sp: PageSearchParams): Promise<WidgetContent> {
  const { departures, more } = await vesselDepartures(widget.asset.id, DEPARTURES);
  return { offer: "vessel", guests: guestsOf(sp, 1), departures, more };
}
