// The route guard of spec part 1, section 4, as one pure decision. middleware.ts applies it to
// every page request; navigation uses canOpen() to show only what a user may open.
import type { FeatureState } from "./features";
import { homePathFor, loginPathFor } from "./paths";
import { isInternal, type RoleSubject } from "./roles";
import { findRoute, type RouteDef } from "./routes";
import { GUEST, hasAll, hasSome, isAdmin } from "./scopes";

export type Notice = "UNAUTHORIZED" | "FORBIDDEN";
export type GuardDecision = { allow: true } | { allow: false; redirect: string; notice?: Notice };

function featuresOn(route: RouteDef, state: FeatureState): boolean {
  if (route.view && !state.view.has(route.view)) return false;
  return !route.features?.length || route.features.some((f) => state.features.has(f));
}

function needsNoScope(route: RouteDef): boolean {
  return !route.scopes?.length && !route.allScopes?.length;
}

function scopesPass(route: RouteDef, who: RoleSubject): boolean {
  if (route.allScopes?.length && !hasAll(who, route.allScopes)) return false;
  return !route.scopes?.length || hasSome(who, route.scopes);
}

/** May `who` open `route` with these features? (rules 1 to 3, plus the feature gate) */
export function canOpen(route: RouteDef, who: RoleSubject, state: FeatureState): boolean {
  if (!featuresOn(route, state)) return false;
  if (needsNoScope(route)) return true;
  if (isAdmin(who) && !(route.scopes?.length === 1 && route.scopes[0] === GUEST)) return true;
  return scopesPass(route, who);
}

export function canOpenPath(pathname: string, who: RoleSubject, state: FeatureState): boolean {
  const found = findRoute(pathname);
  return !found || canOpen(found.route, who, state);
}

const guestOnly = (route: RouteDef) => route.scopes?.length === 1 && route.scopes[0] === GUEST;

/**
 * The guard's decision for a page request, rules in the spec's order. `previous` is the page
 * the user came from (same origin), used to send a logged-in user back where they were allowed.
 */
export function guard(pathname: string, who: RoleSubject, state: FeatureState, previous?: string): GuardDecision {
  const found = findRoute(pathname);
  if (!found) return { allow: true }; // unknown paths render the not-found page
  const { route } = found;
  if (canOpen(route, who, state)) return { allow: true };

  // a logged-in user on the login or reset screens simply goes home
  if (guestOnly(route) && !who.isGuest && featuresOn(route, state))
    return { allow: false, redirect: homePathFor(pathname) };
  const login = loginPathFor(pathname);
  if (who.isGuest) {
    const target = login === pathname ? "/login" : login;
    return { allow: false, redirect: target, notice: "UNAUTHORIZED" };
  }
  if (previous && previous !== pathname) {
    const prevPath = previous.split("?")[0];
    const prev = findRoute(prevPath);
    if (prev && canOpen(prev.route, who, state)) return { allow: false, redirect: previous, notice: "FORBIDDEN" };
  }
  const fallback = isInternal(who) ? homePathFor(pathname) : login;
  return { allow: false, redirect: fallback === pathname ? "/login" : fallback, notice: "FORBIDDEN" };
}
