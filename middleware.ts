// The route guard for pages: every page request is checked against the route table with the
// caller's scopes and the feature switches (read on every request, so changes apply at once).
// Every answer here also gets the security headers (lib/http/security-headers.ts): a page gets a
// Content-Security-Policy with a fresh nonce, which Next reads from the request's own
// Content-Security-Policy header and puts on its scripts (also passed on as `x-nonce`).
// API routes authorize and set their headers in their wrapper (lib/http/route.ts); they are not
// matched here, so Next never buffers an upload's body for middleware.
import { NextResponse, type NextRequest } from "next/server";
import { guard } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { authenticate } from "@/lib/http/authenticate";
import { loadFeatureState } from "@/lib/core/features";
import { widgetFrameAncestors } from "@/lib/domain/widget/frame-ancestors";
import { commonSecurityHeaders, isHttps, newNonce, pageCsp } from "@/lib/http/security-headers";

function sameOriginReferer(req: NextRequest): string | undefined {
  const ref = req.headers.get("referer");
  if (!ref) return undefined;
  try {
    const u = new URL(ref);
    return u.host === req.nextUrl.host ? u.pathname + u.search : undefined;
  } catch {
    return undefined;
  }
}

const isWidget = (pathname: string) => pathname === "/widget" || pathname.startsWith("/widget/");
/** The widget's slug: /widget/{slug}[/...] */
const widgetSlug = (pathname: string) => decodeURIComponent(pathname.split("/")[2] ?? "");

/** The origins a widget may be framed by; a failing lookup frames it nowhere (never a 500). */
async function frameAncestorsOf(pathname: string): Promise<readonly string[]> {
  try {
    return await widgetFrameAncestors(widgetSlug(pathname));
  } catch {
    return [];
  }
}
/** public files (the service worker, icons): the common headers, no page policy */
const isFile = (pathname: string) => /\.[a-zA-Z0-9]+$/.test(pathname);

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const widget = isWidget(pathname);
  const common = commonSecurityHeaders(isHttps(req.headers), widget);
  const withHeaders = (res: NextResponse, extra: Record<string, string> = {}) => {
    for (const [k, v] of Object.entries({ ...common, ...extra })) res.headers.set(k, v);
    return res;
  };
  if (isFile(pathname)) return withHeaders(NextResponse.next());

  const nonce = newNonce();
  const csp = pageCsp({ nonce, frameAncestors: widget ? await frameAncestorsOf(pathname) : [] });
  const pass = () => {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", csp);
    return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), { "content-security-policy": csp });
  };

  if (!findRoute(pathname)) return pass();
  const [principal, state] = await Promise.all([authenticate(req.headers), loadFeatureState()]);
  const decision = guard(pathname, principal, state, sameOriginReferer(req));
  if (decision.allow) return pass();
  const target = new URL(decision.redirect, req.url);
  if (decision.notice) target.searchParams.set("notice", decision.notice);
  if (decision.notice === "UNAUTHORIZED") target.searchParams.set("callbackUrl", pathname + search);
  return withHeaders(NextResponse.redirect(target), { "content-security-policy": csp });
}

export const config = {
  runtime: "nodejs",
  // pages and public files: not the API (its wrapper sets the headers), Next's build assets, or
  // the top-level route handlers /version and /clearCache
  matcher: ["/((?!api/|_next/static|_next/image|version$|clearCache$).*)"],
};
