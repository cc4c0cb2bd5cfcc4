// The widget page's HTML (lib/page/widget-html.ts): every value escaped, the markup the browser
// tests and the embedding page rely on (test ids, the root element, links into /book), the alert,
// the document around it and its one script, with the app's real texts.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { textOn } from "@/lib/domain/widget/colours";
import { HEIGHT_REPORT_SCRIPT, WIDGET_ROOT_ID } from "@/lib/domain/widget/embed-snippet";
import { escapeHtml, widgetHtml, widgetNotFoundHtml, type Translate, type WidgetPage } from "@/lib/page/widget-html";
import de from "@/messages/de.json";
import en from "@/messages/en.json";

// next-intl's translator, as the route handler has it (keys unchecked, as there)
const translator = (locale: string, messages: typeof en) =>
  createTranslator({ locale, messages }) as unknown as Translate;
const t = translator("en", en);
const tDe = translator("de", de);
const NASTY = `Coral "Bay" <b>&</b> 'x'`;
const widget: WidgetPage["widget"] = {
  slug: "coral-bay",
  name: NASTY,
  primaryColor: "#1d4ed8",
  asset: { id: 7, name: "Resort <i>" },
};
const resort = (content: Partial<Extract<WidgetPage["content"], { offer: "resort" }>> = {}): WidgetPage => ({
  lang: "en",
  appName: "Harbour",
  nonce: "n0nce+/=",
  widget,
  content: {
    offer: "resort",
    today: "2026-11-23",
    stay: { from: "2026-12-07", to: "2026-12-10", guests: 2 },
    problem: null,
    offers: [],
    ...content,
  },
});
const vessel = (content: Partial<Extract<WidgetPage["content"], { offer: "vessel" }>> = {}): WidgetPage => ({
  ...resort(),
  lang: "de",
  content: { offer: "vessel", guests: 3, departures: [], more: false, ...content },
});
/** the markup of the element with this test id, up to its closing tag */
const byTestId = (html: string, id: string, tag: string) =>
  new RegExp(`<${tag}\\b[^>]*data-testid="${id}"[^>]*>[\\s\\S]*?</${tag}>`).exec(html)?.[0];

describe("escaping", () => {
  it("escapes the characters HTML gives meaning", () => {
    expect(escapeHtml(NASTY)).toBe("Coral &quot;Bay&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;x&#39;");
    expect(escapeHtml(12)).toBe("12");
  });
  it("no name a user typed reaches the page as markup", () => {
    const html = widgetHtml(
      resort({
        offers: [{ roomTypeId: 3, name: "<script>alert(1)</script>", free: 1, total: "10", currency: "USD" }],
        problem: "<img src=x>",
      }),
      t,
    );
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<i>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain(`<title>${escapeHtml(NASTY)} · Harbour</title>`);
    expect(html).toContain(`<h1>${escapeHtml(NASTY)}</h1>`);
    expect(html).toContain("Resort &lt;i&gt;");
    expect(html).toContain('<span class="sr-only"> &lt;script&gt;alert(1)&lt;/script&gt;</span>');
  });
});

describe("the document", () => {
  const html = widgetHtml(resort(), t);
  it("is a whole page in the request's language, named after the widget", () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain(`<main id="${WIDGET_ROOT_ID}" data-widget="coral-bay">`);
    expect(widgetHtml(vessel(), tDe)).toMatch(/<html lang="de">/);
  });
  it("has one script, the height report, carrying the request's nonce; none without a nonce", () => {
    expect(html.match(/<script\b/g)).toHaveLength(1);
    expect(html).toContain(`<script nonce="n0nce+/=">\n${HEIGHT_REPORT_SCRIPT}\n</script>`);
    // after the widget's root element, which it measures
    expect(html.indexOf("<script")).toBeGreaterThan(html.indexOf("</main>"));
    expect(widgetHtml({ ...resort(), nonce: null }, t)).not.toContain("<script");
  });
  it("styles buttons in the widget's colour with readable text; a colour that is not #rrggbb never reaches the CSS", () => {
    expect(html).toContain(`--widget:#1d4ed8;--on-widget:${textOn("#1d4ed8")};--heading:#1d4ed8`);
    const yellow = widgetHtml({ ...resort(), widget: { ...widget, primaryColor: "#ffff00" } }, t);
    expect(yellow).toContain("--widget:#ffff00;--on-widget:#000000;--heading:#000000");
    const bad = widgetHtml({ ...resort(), widget: { ...widget, primaryColor: "red}</style><script>" } }, t);
    expect(bad).not.toContain("red}");
    expect(bad).toContain("--widget:#0e7490;");
  });
});

describe("a resort widget", () => {
  it("asks for dates and guests from today on", () => {
    const form = byTestId(widgetHtml(resort(), t), "widget-search", "form")!;
    expect(form).toContain('method="get"');
    expect(form).toMatch(/Arrival\s*<input type="date" name="from" min="2026-11-23" value="2026-12-07" required>/);
    expect(form).toMatch(/Departure\s*<input type="date" name="to" min="2026-11-23" value="2026-12-10" required>/);
    expect(form).toMatch(/Guests\s*<input type="number" name="guests" min="1" max="12" value="2" required>/);
    expect(form).toContain('<button type="submit" class="button">Search</button>');
  });
  it("lists the free room types with their price and a link into /book/resort in the widget's frame mode", () => {
    const html = widgetHtml(
      resort({
        offers: [
          { roomTypeId: 3, name: "Garden", free: 2, total: "540", currency: "USD" },
          { roomTypeId: 4, name: "Sea view", free: 1, total: "99", currency: "USD" },
        ],
      }),
      t,
    );
    const list = byTestId(html, "widget-offers", "ul")!;
    expect(list.match(/<li>/g)).toHaveLength(2);
    expect(list).toContain("2 rooms free");
    expect(list).toContain("1 room free");
    // the stay's price as money is written in the page's language
    expect(list).toContain('<span class="sm price">$540.00</span>');
    expect(list).toContain('<span class="sm price">$99.00</span>');
    expect(byTestId(list, "widget-choose-3", "a")).toBe(
      '<a class="button" href="/book/resort?resort=7&amp;from=2026-12-07&amp;to=2026-12-10&amp;guests=2&amp;roomType=3&amp;widget=coral-bay" ' +
        'data-testid="widget-choose-3">Choose<span class="sr-only"> Garden</span></a>',
    );
    expect(html).not.toContain('role="alert"');
  });
  it("writes a price the German way on a German page", () => {
    const page = resort({ offers: [{ roomTypeId: 3, name: "Garden", free: 2, total: "1234.5", currency: "EUR" }] });
    const list = byTestId(widgetHtml({ ...page, lang: "de" }, t), "widget-offers", "ul")!;
    expect(list).toContain('<span class="sm price">1.234,50\u00a0€</span>');
  });
  it("says what is wrong in an alert, and lists nothing", () => {
    const html = widgetHtml(resort({ problem: t("widgets.page.nothingFree") }), t);
    expect(html).toContain(`<p role="alert" class="sm alert">${escapeHtml(t("widgets.page.nothingFree"))}</p>`);
    expect(html).not.toContain("widget-offers");
  });
});

describe("a vessel widget", () => {
  const departures = [
    { id: 41, tour: "North & South", dateFrom: "2026-12-01", dateTo: "2026-12-08", nights: 7 },
    { id: 42, tour: "Reefs", dateFrom: "2026-12-10", dateTo: "2026-12-11", nights: 1 },
  ];
  it("asks for guests and lists the departures with links into /book/online in the widget's frame mode", () => {
    const html = widgetHtml(vessel({ departures }), tDe);
    const form = byTestId(html, "widget-search", "form")!;
    expect(form).toMatch(
      /Gäste\s*<input class="narrow" type="number" name="guests" min="1" max="12" value="3" required>/,
    );
    expect(form).toContain(">Aktualisieren</button>");
    const list = byTestId(html, "widget-departures", "ul")!;
    expect(list).toContain("North &amp; South");
    // the dates as a German guest writes them
    expect(list).toContain("01.12.2026 bis 08.12.2026 · 7 Nächte");
    expect(list).toContain("10.12.2026 bis 11.12.2026 · 1 Nacht");
    expect(byTestId(list, "widget-departure-41", "a")).toBe(
      '<a class="button" href="/book/online?vessel=7&amp;guests=3&amp;schedule=41&amp;widget=coral-bay" data-testid="widget-departure-41">' +
        'Auswählen<span class="sr-only"> North &amp; South 01.12.2026</span></a>',
    );
    expect(html).not.toContain("Weitere Abfahrten");
  });
  it("links to the booking page for more departures", () => {
    const html = widgetHtml(vessel({ departures, more: true }), tDe);
    expect(html).toContain(
      '<a class="sm" href="/book/online?vessel=7&amp;guests=3&amp;widget=coral-bay">Weitere Abfahrten</a>',
    );
  });
  it("says when there is nothing to book", () => {
    const html = widgetHtml(vessel(), tDe);
    expect(html).toContain(`<p class="sm muted">${de.widgets.page.noDepartures}</p>`);
    expect(html).not.toContain("widget-departures");
  });
});

describe("an unknown widget", () => {
  it("is the app's not-found text in the request's language, without a script", () => {
    const html = widgetNotFoundHtml({ lang: "de", appName: "Harbour", t: tDe });
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain(`<title>${de.notFound.title} · Harbour</title>`);
    expect(html).toContain(`<h1>${de.notFound.title}</h1>`);
    expect(html).toContain(`<a class="button" href="/">${de.notFound.home}</a>`);
    expect(html).not.toContain("<script");
  });
});
