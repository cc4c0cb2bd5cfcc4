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

/** What the widget page needs of its window: its parent, and ResizeObserver where there is one. */
export type WidgetWindow = {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: "load", fn: () => void): void;
  removeEventListener(type: "load", fn: () => void): void;
  ResizeObserver?: typeof ResizeObserver;
};

/**
 * Reports the height of the widget's content (not of the frame, which is never smaller than
 * itself) to the embedding page, now and whenever it changes; nothing when not framed. Returns
 * the function that stops it. Run by the page's one client component after hydration: an inline
 * script in the server-rendered tree was once matched by React against one of Next's streamed
 * data scripts, and the page failed to hydrate (React #418).
 */
export function reportWidgetHeight(el: { getBoundingClientRect(): { height: number } }, win: WidgetWindow): () => void {
  if ((win.parent as unknown) === win) return () => {};
  let last = 0;
  const send = () => {
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h > 0 && h !== last) {
      last = h;
      win.parent.postMessage({ type: HEIGHT_MESSAGE, height: h }, "*");
    }
  };
  send();
  win.addEventListener("load", send);
  const observer = win.ResizeObserver ? new win.ResizeObserver(send) : null;
  observer?.observe(el as Element);
  return () => {
    win.removeEventListener("load", send);
    observer?.disconnect();
  };
}
