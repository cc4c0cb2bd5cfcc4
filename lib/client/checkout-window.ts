// Where the browser goes to pay. A provider's own page (Stripe's hosted checkout) refuses to show
// in a frame, so inside a booking widget's frame it opens in a window of its own; the return page
// there hands the result back to the frame (backToFrame) and closes. Everywhere else, and when the
// browser blocks the window, the page itself goes there, as before.

/** Goes to `url` to pay: "window" when it opened in a window of its own (the frame stays). */
export function goToCheckout(url: string, inWidget: boolean): "window" | "here" {
  const target = new URL(url, location.href);
  if (inWidget && window.parent !== window && target.origin !== location.origin) {
    // not noopener: the return page needs its opener, the frame, to show it the result
    if (window.open(target.href, "_blank")) return "window";
  }
  location.assign(target.href);
  return "here";
}

/**
 * On a return page in such a window: shows the same page in the widget's frame that opened it and
 * closes the window. True when it did; false where there is no such frame (a page of its own, or a
 * provider that cut the link to the opener: then this window shows the result itself).
 */
export function backToFrame(): boolean {
  const frame = window.opener as Window | null;
  if (!frame || window.parent !== window) return false;
  try {
    // reading another site's location throws: only our own pages, and only one inside a frame
    if (frame.location.origin !== location.origin || frame.parent === frame) return false;
    frame.location.replace(location.href);
  } catch {
    return false;
  }
  window.close();
  return true;
}
