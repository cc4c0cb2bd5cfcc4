// Scope rules of spec part 1, section 6. Pure functions, shared by middleware, navigation,
// pages and route handlers. Admin passes every check except those that require guest.

export const ADMIN = "admin";
/** only for anonymous visitors */
export const GUEST = "guest";
/** pseudo-scope: any logged-in user */
export const USER = "user";
/** marker: passes for any user holding a scope other than guest; every logged-in user holds
 *  the pseudo-scope user, so it passes for every logged-in user */
export const AUTHORIZED = "authorized";

export type ScopeHolder = { scopes: readonly string[]; isGuest: boolean };

const VIEW_PREFIX = "$view.";
const CAT_PREFIX = "$cat.";

export function isAdmin(who: ScopeHolder): boolean {
  return !who.isGuest && who.scopes.includes(ADMIN);
}

/** "banks.*" and "banks" are category wildcards: they match "banks.read", "banks.create", ... */
function category(scope: string): string | undefined {
  if (scope.endsWith(".*")) return scope.slice(0, -2);
  if (!scope.includes(".") && !scope.startsWith("$")) return scope;
  return undefined;
}

function matches(held: string, required: string): boolean {
  if (held === required) return true;
  const heldCat = category(held);
  if (heldCat !== undefined && required.startsWith(`${heldCat}.`)) return true;
  const requiredCat = category(required);
  return requiredCat !== undefined && held.startsWith(`${requiredCat}.`);
}

/** Does `who` satisfy one required scope? */
export function hasScope(who: ScopeHolder, required: string): boolean {
  if (required === GUEST) return who.isGuest;
  if (who.isGuest) return false;
  if (isAdmin(who)) return true;
  if (required === USER || required === AUTHORIZED) return true;
  if (required.startsWith(VIEW_PREFIX)) return who.scopes.includes(required);
  if (required.startsWith(CAT_PREFIX)) {
    const holdsSomeCat = who.scopes.some((s) => s.startsWith(CAT_PREFIX));
    return !holdsSomeCat || who.scopes.includes(required);
  }
  return who.scopes.some((held) => matches(held, required));
}

/**
 * Does `who` hold `scope` itself (exactly, or through a wildcard of its category)? Unlike
 * hasScope this does not let user/authorized/$cat. pass: it decides what one may give away.
 */
export function holdsScope(who: ScopeHolder, scope: string): boolean {
  if (isAdmin(who)) return true;
  return who.scopes.some((held) => {
    if (held === scope) return true;
    const cat = category(held);
    return cat !== undefined && scope.startsWith(`${cat}.`);
  });
}

/** has some right: at least one of `required` (an empty list passes). */
export function hasSome(who: ScopeHolder, required: readonly string[]): boolean {
  return required.length === 0 || required.some((r) => hasScope(who, r));
}

/** has all rights, the combined check: admin or every listed permission (guest stays guest-only). */
export function hasAll(who: ScopeHolder, required: readonly string[]): boolean {
  return required.every((r) => hasScope(who, r));
}
