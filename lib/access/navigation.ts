// The drawer's entries: routes the user may open, whose page exists, grouped for the menu. A
// create page hangs under its list ("+" beside it) instead of being an entry of its own, and a
// route that shows the same list as another (duplicateOf) is left out when that one is there.
// sectionOf() says which entry a detail, edit or create page belongs to (breadcrumb, highlight).
import type { FeatureState } from "./features";
import { canOpen } from "./guard";
import type { RoleSubject } from "./roles";
import { findRoute, NAV_GROUPS, ROUTES, type NavGroup, type RouteDef } from "./routes";

export type NavLink = { path: string; key: string };
export type NavItem = NavLink & { create?: NavLink };
export type NavSection = { group: NavGroup; items: NavItem[] };

const isCreate = (r: Pick<RouteDef, "path">) => r.path.endsWith("/create") || r.path.endsWith("/new");
const segments = (path: string) => path.split("/").filter(Boolean);

/** How many leading static segments two route paths share. */
function shared(a: string, b: string): number {
  const x = segments(a);
  const y = segments(b);
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n] && !x[n].startsWith("{")) n++;
  return n;
}

/**
 * The entry among `items` that the page of `route` belongs to: itself, the route's declared
 * section, else the entry sharing the most leading segments with it (a list before other
 * entries, then the shortest path), in the route's own group.
 */
export function sectionFor<T extends { path: string }>(route: RouteDef, items: readonly T[]): T | undefined {
  const own = items.find((i) => i.path === route.path);
  if (own) return own;
  if (route.section === false) return undefined;
  if (route.section) return items.find((i) => i.path === route.section);
  const group = ROUTES.filter((r) => r.group === route.group).map((r) => r.path);
  let best: T | undefined;
  let bestScore = 0;
  for (const item of items) {
    if (!group.includes(item.path)) continue;
    const n = shared(route.path, item.path);
    if (n === 0) continue;
    const score = n * 1000 + (item.path.endsWith("/list") ? 100 : 0) - item.path.length;
    if (score > bestScore) [best, bestScore] = [item, score];
  }
  return best;
}

/** The drawer entry (with its create action) that `pathname` belongs to. */
export function sectionOf<T extends { path: string; create?: { path: string } }>(
  pathname: string,
  items: readonly T[],
): T | undefined {
  const found = findRoute(pathname);
  if (!found) return undefined;
  return items.find((i) => i.create?.path === found.route.path) ?? sectionFor(found.route, items);
}

/** `leaveOut`: pages the caller may open but that lead nowhere for them now (booking while self-booking is off). */
export function navigation(
  who: RoleSubject,
  state: FeatureState,
  leaveOut: ReadonlySet<string> = new Set(),
): NavSection[] {
  const visible = ROUTES.filter(
    (r) =>
      r.page &&
      !r.hidden &&
      !r.noDrawer &&
      r.group &&
      !r.path.includes("{") &&
      !leaveOut.has(r.path) &&
      canOpen(r, who, state),
  );
  const shown = visible.filter((r) => !r.duplicateOf || !visible.some((o) => o.path === r.duplicateOf));
  const lists = shown.filter((r) => !isCreate(r));
  const items = new Map<string, NavItem>(lists.map((r) => [r.path, { path: r.path, key: r.key }]));
  for (const r of shown.filter(isCreate)) {
    const list = sectionFor(r, [...items.values()]);
    if (list && !items.get(list.path)!.create) items.get(list.path)!.create = { path: r.path, key: r.key };
    else items.set(r.path, { path: r.path, key: r.key });
  }
  return NAV_GROUPS.map((group) => ({
    group,
    items: shown.filter((r) => r.group === group && items.has(r.path)).map((r) => items.get(r.path)!),
  })).filter((s) => s.items.length > 0);
}
