// Which sites may show a booking widget (/widget/{slug}) in a frame: the CSP's frame-ancestors of
// that widget's pages (set in middleware.ts through lib/http/security-headers.ts). Every other page
// may not be framed at all.
//
// The hook for the online-booking issue: look the widget up by its slug and return its allowed
// embedding origins, e.g. ["https://www.coral-bay.example"]. It runs in the middleware (Node.js
// runtime) on every widget page request, so keep it to one indexed query. An empty list means no
// site may frame it ('none'), the default until widgets exist. Entries that are not an http(s)
// origin are dropped (frameAncestorSources); a failing lookup counts as an empty list.
export async function widgetFrameAncestors(slug: string): Promise<readonly string[]> {
  void slug;
  return [];
}
