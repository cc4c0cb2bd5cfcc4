// The HTML an operator pastes into its own web site to show a booking widget: an iframe of
// /widget/{slug} and a few lines of script that set the iframe's height to the height the widget
// page reports (postMessage {type: "harbour-widget-height", height}), so the guest never scrolls
// inside a frame. Pure: the admin screen shows it, the browser test pastes it into another site.

/** The message the widget page posts to its parent window. */
export const HEIGHT_MESSAGE = "harbour-widget-height";

/** The widget page's address on this installation. */
export function widgetUrl(appOrigin: string, slug: string): string {
  return `${appOrigin.replace(/\/+$/, "")}/widget/${encodeURIComponent(slug)}`;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The snippet: the iframe and its resize script; messages are taken from this app's origin only. */
export function embedSnippet({ appOrigin, slug, title }: { appOrigin: string; slug: string; title: string }): string {
  const src = widgetUrl(appOrigin, slug);
  const origin = new URL(src).origin;
  const id = `harbour-widget-${slug}`;
  return [
    `<iframe id="${escapeAttr(id)}" src="${escapeAttr(src)}" title="${escapeAttr(title)}" style="width:100%;height:480px;border:0" loading="lazy"></iframe>`,
    `<script>`,
    `window.addEventListener("message", function (e) {`,
    `  var f = document.getElementById(${JSON.stringify(id)});`,
    `  if (!f || e.origin !== ${JSON.stringify(origin)} || e.source !== f.contentWindow) return;`,
    `  if (e.data && e.data.type === ${JSON.stringify(HEIGHT_MESSAGE)} && e.data.height > 0) f.style.height = Math.ceil(e.data.height) + "px";`,
    `});`,
    `</script>`,
  ].join("\n");
}

/** The id of the widget page's outermost element, whose height the page reports. */
export const WIDGET_ROOT_ID = "harbour-widget";

/**
 * The widget page's one script, inline (lib/page/widget-html.ts): reports the height of the
 * widget's content (not of the frame, which is never smaller than itself) to the embedding page,
 * at once, on load and whenever it changes; nothing when not framed. Plain ES5 in a string, so the
 * page needs no bundle; tests/unit/widget.test.ts runs it in a fake window.
 */
export const HEIGHT_REPORT_SCRIPT = [
  `(function () {`,
  `  var el = document.getElementById(${JSON.stringify(WIDGET_ROOT_ID)});`,
  `  if (!el || window.parent === window) return;`,
  `  var last = 0;`,
  `  function send() {`,
  `    var h = Math.ceil(el.getBoundingClientRect().height);`,
  `    if (h > 0 && h !== last) {`,
  `      last = h;`,
  `      window.parent.postMessage({ type: ${JSON.stringify(HEIGHT_MESSAGE)}, height: h }, "*");`,
  `    }`,
  `  }`,
  `  send();`,
  `  window.addEventListener("load", send);`,
  `  if (window.ResizeObserver) new window.ResizeObserver(send).observe(el);`,
  `})();`,
].join("\n");
