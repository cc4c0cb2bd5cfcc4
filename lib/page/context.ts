// What a server page knows about its request: the caller, the feature switches and the origin it
// was sent to, each looked up once per request, and the page guard (a second line behind
// middleware.ts).
import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { guard } from "../access/guard";
import { authenticate } from "../http/authenticate";
import type { Principal, SessionUser } from "../auth/principal";
import { loadFeatureState } from "../core/features";
import { pageRequestsFrom } from "../core/reference-cache";
import { requestOrigin } from "../http/request-origin";

// a page's request reads the reference version once, with its session (as a route's does)
pageRequestsFrom(cache(() => ({})));

export const currentPrincipal = cache(async (): Promise<Principal> => authenticate(await headers()));
export const currentFeatures = cache(loadFeatureState);
/** The origin for absolute URLs on this page: NEXTAUTH_URL, else the one the request was sent to. */
export const currentOrigin = cache(async (): Promise<string> => requestOrigin(await headers()));

/** Lets the request through to `path` or redirects it as the guard says. */
export async function requireRoute(path: string): Promise<Principal> {
  const [principal, state] = await Promise.all([currentPrincipal(), currentFeatures()]);
  const decision = guard(path, principal, state);
  if (!decision.allow) {
    const url = new URL(decision.redirect, "http://x");
    if (decision.notice) url.searchParams.set("notice", decision.notice);
    redirect(url.pathname + url.search);
  }
  return principal;
}

/** For pages that need a logged-in user. */
export async function requireUser(path: string): Promise<SessionUser> {
  const p = await requireRoute(path);
  if (!p.user) redirect("/login?notice=UNAUTHORIZED");
  return p.user;
}
