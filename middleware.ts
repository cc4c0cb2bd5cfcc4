// The route guard for pages: every page request is checked against the route table with the
// caller's scopes and the feature switches (read on every request, so changes apply at once).
// Every answer here also gets the security headers (lib/http/security-headers.ts): a page gets a
// Content-Security-Policy with a fresh nonce, which Next reads from the request's own
// Content-Security-Policy header and puts on its scripts (also passed on as `x-nonce`, which the
// widget's route handler puts on its one inline script). Route handlers get these headers too.
// API routes authorize and set their headers in their wrapper (lib/http/route.ts); they are not
// matched here, so Next never buffers an upload's body for middleware.
import { NextResponse, type NextRequest } from "next/server";
import { guard } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { authenticate } from "@/lib/http/authenticate";
import { loadFeatureState } from "@/lib/core/features";
import { embeddingOrigins, WIDGET_FRAME_HEADER, widgetEmbedding } from "@/lib/domain/widget/frame-ancestors";
import { GUEST_FORM_PAGE_HEADER, LOCALE_COOKIE, type Locale } from "@/lib/i18n/locale";
import { requestOrigin } from "@/lib/http/request-origin";
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
const widgetSlug = (pathname: string) => {
  try {
    return decodeURIComponent(pathname.split("/")[2] ?? "");
  } catch {
    return "";
  }
};
/** The public guest form pages: they offer only the languages of gfLangs (lib/page/languages.ts). */
const isGuestFormPage = (pathname: string) => /^\/guestform(-m)?\//.test(pathname);
/** The booking pages a widget leads its guest into, inside the widget's frame. */
const WIDGET_FLOW_PAGES = new Set([
  "/book/online",
  "/book/online-v2",
  "/book/resort",
  "/book/resort-v2",
  "/payment/success",
  "/payment/aborted",
]);

type Framing = { ancestors: readonly string[]; language?: Locale; widget?: string };

/**
 * Who may frame the page (besides nobody): a widget page its widget's origins and this site (the
 * admin's live preview); the booking pages it links into (with ?widget={slug}) that widget's
 * origins, and without one every active widget's origins. A widget's pages also speak its
 * language. A failing lookup frames the page nowhere (never a 500).
 */
async function framingOf(pathname: string, params: URLSearchParams): Promise<Framing> {
  try {
    if (isWidget(pathname)) {
      const w = await widgetEmbedding(widgetSlug(pathname));
      return w ? { ancestors: ["'self'", ...w.origins], language: w.language } : { ancestors: [] };
    }
    if (WIDGET_FLOW_PAGES.has(pathname)) {
      const slug = params.get("widget");
      const w = slug ? await widgetEmbedding(slug) : null;
      if (w) return { ancestors: ["'self'", ...w.origins], language: w.language, widget: slug! };
      const origins = await embeddingOrigins();
      return { ancestors: origins.length ? ["'self'", ...origins] : [] };
    }
  } catch {
    // below: nobody
  }
  return { ancestors: [] };
}
const withHeaders = (res: NextResponse, headers: Record<string, string>) => {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
};

/** public files (the service worker, icons): the common headers, no page policy */
const isFile = (pathname: string) => /\.[a-zA-Z0-9]+$/.test(pathname);

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (isFile(pathname)) return withHeaders(NextResponse.next(), commonSecurityHeaders(isHttps(req.headers)));

  const framing = await framingOf(pathname, req.nextUrl.searchParams);
  // a widget page never sends X-Frame-Options: its CSP decides (and X-Frame-Options cannot name sites)
  const common = commonSecurityHeaders(isHttps(req.headers), isWidget(pathname) || framing.ancestors.length > 0);
  const nonce = newNonce();
  const csp = pageCsp({ nonce, frameAncestors: framing.ancestors });
  const pass = () => {
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("content-security-policy", csp);
    // only this middleware says a page is in a widget's frame
    if (framing.widget) requestHeaders.set(WIDGET_FRAME_HEADER, framing.widget);
    else requestHeaders.delete(WIDGET_FRAME_HEADER);
    if (isGuestFormPage(pathname)) requestHeaders.set(GUEST_FORM_PAGE_HEADER, "1");
    else requestHeaders.delete(GUEST_FORM_PAGE_HEADER);
    // the widget speaks its own language unless the guest picked one (lib/i18n/request.ts reads both)
    if (framing.language && !req.cookies.get(LOCALE_COOKIE)) requestHeaders.set("accept-language", framing.language);
    return withHeaders(NextResponse.next({ request: { headers: requestHeaders } }), {
      ...common,
      "content-security-policy": csp,
    });
  };

  if (!findRoute(pathname)) return pass();
  const [principal, state] = await Promise.all([authenticate(req.headers), loadFeatureState()]);
  const decision = guard(pathname, principal, state, sameOriginReferer(req));
  if (decision.allow) return pass();
  // req.url names the local server (http://localhost:PORT), not the site the browser is on
  const target = new URL(decision.redirect, requestOrigin(req.headers));
  // a refused agency or customer is sent to the login page, which sends a logged-in user home:
  // the notice goes along, so they learn why they are there
  const notice = decision.notice ?? (req.nextUrl.searchParams.get("notice") === "FORBIDDEN" ? "FORBIDDEN" : undefined);
  if (notice) target.searchParams.set("notice", notice);
  if (decision.notice === "UNAUTHORIZED") target.searchParams.set("callbackUrl", pathname + search);
  return withHeaders(NextResponse.redirect(target), { ...common, "content-security-policy": csp });
}

export const config = {
  runtime: "nodejs",
  // pages and public files: not the API (its wrapper sets the headers), Next's build assets, or
  // the top-level route handlers /version and /clearCache
  matcher: ["/((?!api/|_next/static|_next/image|version$|clearCache$).*)"],
};
