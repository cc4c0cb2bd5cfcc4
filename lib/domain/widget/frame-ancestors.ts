// Which sites may show the booking widget (/widget/*) in a frame: the CSP's frame-ancestors for
// those pages (lib/http/security-headers.ts). Every other page may not be framed at all.
//
// Hook for the widget (issue 12): return the origins from the widget's settings, e.g.
// ["https://www.coral-bay.example"]. An empty list means no site ('none'), which is the default
// until the widget has settings. Entries that are not an http(s) origin are ignored.
export async function widgetFrameAncestors(): Promise<readonly string[]> {
  return [];
}
