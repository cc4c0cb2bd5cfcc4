// Links only to pages that exist and that the user may open: a figure or a row links to what it
// counts as soon as that page is there (a booking's own page once the booking screens exist).
import "server-only";
import type { FeatureState } from "../access/features";
import { canOpen } from "../access/guard";
import type { RoleSubject } from "../access/roles";
import { findRoute } from "../access/routes";

export type Linker = (
  pattern: string,
  values?: Record<string, string | number | null | undefined>,
) => string | undefined;

/** A link maker for one user: "/customer/view/{id}?tab=bookings" filled in, or undefined. */
export function linkerFor(who: RoleSubject, features: FeatureState): Linker {
  return (pattern, values = {}) => {
    let missing = false;
    const href = pattern.replace(/\{(\w+)\}/g, (_, k: string) => {
      const v = values[k];
      if (v === null || v === undefined || v === "") missing = true;
      return encodeURIComponent(String(v ?? ""));
    });
    if (missing) return undefined;
    const found = findRoute(href.split(/[?#]/)[0]);
    return found?.route.page && canOpen(found.route, who, features) ? href : undefined;
  };
}

/** Where a booking row leads: the booking's page, else (for a customer) their view of the booking. */
export function bookingHref(link: Linker, b: { id: number }): string | undefined {
  return link("/booking/{id}", { id: b.id }) ?? link("/customer/booking/{id}", { id: b.id });
}
