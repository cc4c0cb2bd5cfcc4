// The last visited routes (spec part 1, section 4): at most 10, newest first, login paths and
// repeats of the same path and query skipped. Kept in localStorage under the "sta" prefix.
export const LAST_ROUTES_KEY = "sta.lastRoutes";
export const MAX_LAST_ROUTES = 10;

export type LastRoute = { path: string; query: string; timestamp: number };

const LOGIN_PATHS = ["/login", "/club/login", "/password/reset", "/club/password/reset"];

export function isLoginPath(path: string) {
  return LOGIN_PATHS.includes(path) || path.startsWith("/jumpto/");
}

export function rememberRoute(list: readonly LastRoute[], entry: LastRoute): LastRoute[] {
  if (isLoginPath(entry.path)) return [...list];
  if (list.some((r) => r.path === entry.path && r.query === entry.query)) return [...list];
  return [entry, ...list].slice(0, MAX_LAST_ROUTES);
}

export function readLastRoutes(storage: Pick<Storage, "getItem">): LastRoute[] {
  try {
    const v = JSON.parse(storage.getItem(LAST_ROUTES_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((r) => typeof r?.path === "string") : [];
  } catch {
    return [];
  }
}
