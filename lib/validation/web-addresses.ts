// A widget's addresses: its slug (the public path /widget/{slug}) and the web sites allowed to
// show it in a frame: "http(s)://host[:port]" origins,
// nothing else (no path, no wildcard, no user), normalised the way a browser compares them
// (lower case, no default port, no trailing slash). Pure: the resource's validation and the
// CSP's frame-ancestors use the same rule.

/** Lower-case letters, digits and single dashes inside: a path segment of a public address. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9]|-(?!-)){0,62}[a-z0-9]$|^[a-z0-9]$/;

/** A normalised origin as the CSP's frame-ancestors takes it. */
export const ORIGIN_PATTERN = /^https?:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/;

/** "HTTPS://Shop.Example:443/" -> "https://shop.example"; null when it is not a plain http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  const raw = value.trim();
  // only a scheme, a host and a port: the URL parser would quietly drop or repair the rest
  if (!/^https?:\/\/[^/?#@\s*]+\/?$/i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return ORIGIN_PATTERN.test(url.origin) ? url.origin : null;
}
