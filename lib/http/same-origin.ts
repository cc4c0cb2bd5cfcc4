// Cross-site request forgery: a browser sends its session cookie with any request, whichever site
// made it. A write carried by the cookie must therefore come from this site: its Origin is ours, or
// (without Origin) the browser's Sec-Fetch-Site says same-origin or none (typed in, bookmarked).
// Bearer-token clients are not affected: no other site can make a browser send their token.
import { env } from "../core/env";
import { AppError } from "../core/errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The hosts this app answers as: the request's own Host (or its trusted proxy's) and NEXTAUTH_URL's. */
function ownHosts(req: Request): string[] {
  const hosts = [req.headers.get("x-forwarded-host")?.split(",")[0].trim(), req.headers.get("host")];
  try {
    hosts.push(new URL(req.url).host);
  } catch {
    /* no URL: the headers decide */
  }
  const configured = env().NEXTAUTH_URL;
  if (configured) hosts.push(new URL(configured).host);
  return hosts.filter((h): h is string => !!h).map((h) => h.toLowerCase());
}

export function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get("origin");
  if (origin && origin !== "null") {
    try {
      return ownHosts(req).includes(new URL(origin).host.toLowerCase());
    } catch {
      return false;
    }
  }
  if (origin === "null") return false;
  const site = req.headers.get("sec-fetch-site");
  return site === "same-origin" || site === "none";
}

/** Throws 403 CROSS_ORIGIN for a write that did not come from this site. */
export function assertSameOrigin(req: Request) {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return;
  if (!isSameOrigin(req)) throw new AppError("CROSS_ORIGIN");
}
