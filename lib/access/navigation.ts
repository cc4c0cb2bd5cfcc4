// The drawer's entries: routes the user may open, whose page exists, grouped for the menu.
import type { FeatureState } from "./features";
import { canOpen } from "./guard";
import type { RoleSubject } from "./roles";
import { NAV_GROUPS, ROUTES, type NavGroup } from "./routes";

export type NavItem = { path: string; key: string };
export type NavSection = { group: NavGroup; items: NavItem[] };

export function navigation(who: RoleSubject, state: FeatureState): NavSection[] {
  const visible = ROUTES.filter(
    (r) => r.page && !r.hidden && !r.noDrawer && r.group && !r.path.includes("{") && canOpen(r, who, state),
  );
  return NAV_GROUPS.map((group) => ({
    group,
    items: visible.filter((r) => r.group === group).map((r) => ({ path: r.path, key: r.key })),
  })).filter((s) => s.items.length > 0);
}
