// /widget/{slug} as one HTML document written from escaped template strings. The widget has no
// interactivity besides a GET form and links, so the guest's browser gets no framework runtime
// (issue 12: under 60 KB of script), only the inline height report. Pure: the route handler
// (app/(widget)/widget/[slug]/route.ts) loads the widget, the offers and the texts.
import { widgetPalette } from "../domain/widget/colours";
import { HEIGHT_REPORT_SCRIPT, WIDGET_ROOT_ID } from "../domain/widget/embed-snippet";
import type { RoomTypeOffer } from "../domain/widget/offers";
import type { PublicWidget } from "../domain/widget/public-widget";
import { DEFAULT_WIDGET_COLOR } from "../domain/widget/resources";
import { MAX_GUESTS } from "../domain/widget/search";
import { formatDay } from "../i18n/date-format";
import { formatMoney } from "../i18n/money-format";

/** Text and attribute values: the characters HTML gives meaning. */
export function escapeHtml(value: string | number): string {
  return String(value)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Markup already built (or trusted): the one thing `markup` does not escape. */
class Html {
  constructor(readonly value: string) {}
}
type Part = Html | string | number | null | undefined | false | readonly Part[];
function render(p: Part): string {
  if (p instanceof Html) return p.value;
  if (Array.isArray(p)) return p.map(render).join("");
  return p === null || p === undefined || p === false ? "" : escapeHtml(p as string | number);
}

/** A template whose values are escaped unless they are markup themselves: no value is ever forgotten. */
function markup(strings: TemplateStringsArray, ...parts: Part[]): Html {
  return new Html(strings.reduce((out, s, i) => out + render(parts[i - 1]) + s));
}

/** The texts of the page's language (next-intl's translator, or a test's). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type Departure = { id: number; tour: string; dateFrom: string; dateTo: string; nights: number };

/** What a widget shows below its heading: a resort's search and offers, or a vessel's departures. */
export type WidgetContent =
  | {
      offer: "resort";
      /** the operator's today: no arrival before it */
      today: string;
      stay: { from: string; to: string; guests: number };
      /** why nothing is listed, translated: a date to correct, nothing free, a refused search */
      problem: string | null;
      offers: RoomTypeOffer[];
    }
  | { offer: "vessel"; guests: number; departures: Departure[]; more: boolean };

export type WidgetPage = {
  lang: string;
  /** "Harbour", for the document title */
  appName: string;
  /** the CSP nonce of this answer (request header x-nonce): the height report runs only with it */
  nonce: string | null;
  widget: Pick<PublicWidget, "slug" | "name" | "primaryColor" | "asset">;
  content: WidgetContent;
};

// The look of the Tailwind classes the page had (spacing, borders, text sizes), on white: the
// heading colour is chosen to be readable on white (readableOnWhite).
const STYLE = `*,::before,::after{box-sizing:border-box}
html{color-scheme:light;-webkit-text-size-adjust:100%}
body{margin:0;background:#fff;color:#0f172a;line-height:1.5;-webkit-font-smoothing:antialiased;
font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
h1,p,ul{margin:0}
ul{padding:0;list-style:none}
a{color:inherit}
main{max-width:42rem;margin:0 auto;padding:1rem}
main>*+*{margin-top:1rem}
header{border-bottom:4px solid var(--widget);padding-bottom:.5rem}
h1{font-size:1.25rem;line-height:1.75rem;font-weight:600;color:var(--heading)}
.sm,label{font-size:.875rem;line-height:1.25rem}
.xs{font-size:.75rem;line-height:1rem}
.muted{color:#475569}
.alert{color:#b91c1c}
.name{font-weight:500}
.price{font-weight:600}
.stay{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.75rem}
@media (min-width:40rem){.stay{grid-template-columns:repeat(4,minmax(0,1fr))}}
.row{display:flex;align-items:flex-end;gap:.75rem}
.end{display:flex;align-items:flex-end}
input{display:block;margin-top:.25rem;height:2.25rem;width:100%;padding:0 .5rem;border:1px solid #cbd5e1;
border-radius:.375rem;background:#fff;color:inherit;font:inherit}
.narrow{width:6rem}
.button{display:inline-flex;align-items:center;height:2.25rem;padding:0 .75rem;border:0;border-radius:.375rem;
background:var(--widget);color:var(--on-widget);font:inherit;font-size:.875rem;line-height:1.25rem;font-weight:500;
text-decoration:none;cursor:pointer}
.button:hover{opacity:.9}
.list{border:1px solid #e2e8f0;border-radius:.375rem}
.list>li{display:flex;align-items:center;justify-content:space-between;gap:.75rem;padding:.75rem}
.list>li+li{border-top:1px solid #e2e8f0}
.pick{display:flex;align-items:center;gap:.75rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);
white-space:nowrap;border-width:0}
:focus-visible{outline:2px solid #0891b2;outline-offset:2px}
.center{display:grid;min-height:100vh;place-items:center;text-align:center}
.gone>*+*{margin-top:1rem}
.gone h1{font-size:1.5rem;line-height:2rem}
.big{font-size:3.75rem;line-height:1;font-weight:700;color:var(--widget)}`;

/** The widget's colour and the text colours readable on it and on white, as CSS variables. */
function palette(colour: string, heading?: string): Html {
  const p = widgetPalette(colour, DEFAULT_WIDGET_COLOR);
  return new Html(`:root{--widget:${p.widget};--on-widget:${p.onWidget};--heading:${heading ?? p.heading}}`);
}

function documentOf(d: { lang: string; title: string; palette: Html; body: Html; script?: Html | null }): string {
  return markup`<!doctype html>
<html lang="${d.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${d.title}</title>
<style>
${new Html(STYLE)}
${d.palette}
</style>
</head>
<body>
${d.body}
${d.script ?? null}
</body>
</html>
`.value;
}

/** The widget page: its heading, then the resort's search and offers or the vessel's departures. */
export function widgetHtml(page: WidgetPage, t: Translate): string {
  const { widget, content } = page;
  const body = markup`<main id="${WIDGET_ROOT_ID}" data-widget="${widget.slug}">
<header>
  <h1>${widget.name}</h1>
  <p class="sm muted">${widget.asset.name}</p>
</header>
${content.offer === "resort" ? resortHtml(widget, content, page.lang, t) : vesselHtml(widget, content, page.lang, t)}
</main>`;
  // the nonce is what lets the script run (CSP script-src); without one it is left out
  const script = page.nonce
    ? markup`<script nonce="${page.nonce}">\n${new Html(HEIGHT_REPORT_SCRIPT)}\n</script>`
    : null;
  return documentOf({
    lang: page.lang,
    title: `${widget.name} · ${page.appName}`,
    palette: palette(widget.primaryColor),
    body,
    script,
  });
}

type ResortContent = Extract<WidgetContent, { offer: "resort" }>;
type VesselContent = Extract<WidgetContent, { offer: "vessel" }>;

function resortHtml(widget: WidgetPage["widget"], c: ResortContent, lang: string, t: Translate): Html {
  const continueAt = (o: RoomTypeOffer) =>
    `/book/resort?${new URLSearchParams({
      resort: String(widget.asset.id),
      from: c.stay.from,
      to: c.stay.to,
      guests: String(c.stay.guests),
      roomType: String(o.roomTypeId),
      widget: widget.slug,
    })}`;
  const offers = c.offers.map(
    (o) => markup`
  <li>
    <div>
      <p class="name">${o.name}</p>
      <p class="xs muted">${t("widgets.page.freeRooms", { n: o.free })}</p>
    </div>
    <div class="pick">
      <span class="sm price">${formatMoney(o.total, o.currency, lang)}</span>
      <a class="button" href="${continueAt(o)}" data-testid="widget-choose-${o.roomTypeId}">${t("widgets.page.choose")}<span class="sr-only"> ${o.name}</span></a>
    </div>
  </li>`,
  );
  return markup`<form method="get" class="stay" data-testid="widget-search">
  <label>${t("widgets.page.arrival")}
    <input type="date" name="from" min="${c.today}" value="${c.stay.from}" required></label>
  <label>${t("widgets.page.departure")}
    <input type="date" name="to" min="${c.today}" value="${c.stay.to}" required></label>
  <label>${t("widgets.page.guests")}
    <input type="number" name="guests" min="1" max="${MAX_GUESTS}" value="${c.stay.guests}" required></label>
  <div class="end"><button type="submit" class="button">${t("widgets.page.search")}</button></div>
</form>
${c.problem ? markup`<p role="alert" class="sm alert">${c.problem}</p>` : null}
${offers.length ? markup`<ul class="list" data-testid="widget-offers">${offers}\n</ul>` : null}`;
}

function vesselHtml(widget: WidgetPage["widget"], c: VesselContent, lang: string, t: Translate): Html {
  const vessel = String(widget.asset.id);
  const continueAt = (scheduleId?: number) =>
    `/book/online?${new URLSearchParams({
      vessel,
      guests: String(c.guests),
      ...(scheduleId ? { schedule: String(scheduleId) } : {}),
      widget: widget.slug,
    })}`;
  const departures = c.departures.map(
    (s) => markup`
  <li>
    <div>
      <p class="name">${s.tour}</p>
      <p class="xs muted">${t("widgets.page.dates", { from: formatDay(s.dateFrom, lang), to: formatDay(s.dateTo, lang) })} · ${t("widgets.page.nights", { n: s.nights })}</p>
    </div>
    <a class="button" href="${continueAt(s.id)}" data-testid="widget-departure-${s.id}">${t("widgets.page.choose")}<span class="sr-only"> ${s.tour} ${formatDay(s.dateFrom, lang)}</span></a>
  </li>`,
  );
  return markup`<form method="get" class="row" data-testid="widget-search">
  <label>${t("widgets.page.guests")}
    <input class="narrow" type="number" name="guests" min="1" max="${MAX_GUESTS}" value="${c.guests}" required></label>
  <button type="submit" class="button">${t("widgets.page.update")}</button>
</form>
${
  departures.length
    ? markup`<ul class="list" data-testid="widget-departures">${departures}\n</ul>`
    : markup`<p class="sm muted">${t("widgets.page.noDepartures")}</p>`
}
${c.more ? markup`<a class="sm" href="${continueAt()}">${t("widgets.page.moreDepartures")}</a>` : null}`;
}

/**
 * What an unknown or switched-off widget answers (status 404): the texts of the app's own
 * not-found page and, like the widget, no framework script.
 */
export function widgetNotFoundHtml(d: { lang: string; appName: string; t: Translate }): string {
  const title = d.t("notFound.title");
  return documentOf({
    lang: d.lang,
    title: `${title} · ${d.appName}`,
    palette: palette(DEFAULT_WIDGET_COLOR, "#0f172a"),
    body: markup`<main class="center">
<div class="gone" data-testid="not-found">
  <p class="big" aria-hidden="true">404</p>
  <h1>${title}</h1>
  <p class="muted">${d.t("notFound.text")}</p>
  <p><a class="button" href="/">${d.t("notFound.home")}</a></p>
</div>
</main>`,
  });
}
