// The route guard for pages: every page request is checked against the route table with the
// caller's scopes and the feature switches (read on every request, so changes apply at once).
// API routes authorize in their wrapper (lib/http/route.ts).
import { NextResponse, type NextRequest } from "next/server";
import { guard } from "@/lib/access/guard";
import { findRoute } from "@/lib/access/routes";
import { authenticate } from "@/lib/http/authenticate";
import { loadFeatureState } from "@/lib/core/features";

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

export async function middleware(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!findRoute(pathname)) return NextResponse.next();
  const [principal, state] = await Promise.all([authenticate(req.headers), loadFeatureState()]);
  const decision = guard(pathname, principal, state, sameOriginReferer(req));
  if (decision.allow) return NextResponse.next();
  const target = new URL(decision.redirect, req.url);
  if (decision.notice) target.searchParams.set("notice", decision.notice);
  if (decision.notice === "UNAUTHORIZED") target.searchParams.set("callbackUrl", pathname + search);
  return NextResponse.redirect(target);
}

export const config = {
  runtime: "nodejs",
  // pages only: not the API, Next's assets, the service worker or files with an extension
  matcher: ["/((?!api/|_next/|version$|clearCache$|.*\\.[a-zA-Z0-9]+$).*)"],
};
