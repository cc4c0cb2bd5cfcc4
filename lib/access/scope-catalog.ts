// Every scope the product knows (spec part 1, section 6, and the resources' access tables),
// grouped by area: the scope picker of users and roles offers these with their meaning
// (messages: scopes.areas.<area>, scopes.meaning.<scope>). tests/unit/scope-catalog.test.ts
// checks that every scope a route or resource asks for is listed here.
import { ADMIN } from "./scopes";

export const SCOPE_AREAS = [
  "bookings",
  "finance",
  "customers",
  "agencies",
  "inventory",
  "prices",
  "dive",
  "content",
  "mail",
  "users",
  "system",
] as const;
export type ScopeArea = (typeof SCOPE_AREAS)[number];

const crud = (category: string, actions: readonly string[]) => actions.map((a) => `${category}.${a}`);

export const SCOPE_CATALOG: Record<ScopeArea, readonly string[]> = {
  bookings: [...crud("bookings", ["read", "create", "update"]), "bookingpayment.read", "pos.read"],
  finance: [...crud("banks", ["read", "create", "update"]), "bankentries.read", "payprovider.read"],
  customers: [
    ...crud("customers", ["read", "create", "update", "delete", "self"]),
    "forms.read",
    "formdef.update",
    "referral.read",
    "contest.read",
  ],
  agencies: crud("agencies", ["read", "create", "update", "delete", "self"]),
  inventory: [
    ...crud("vessel", ["read", "create", "update"]),
    ...crud("resort", ["read", "create", "update"]),
    ...crud("tours", ["read", "create", "update"]),
    ...crud("schedules", ["read", "create", "update"]),
    "housekeeping.update",
  ],
  prices: ["price.update"],
  dive: ["divelog.read", "diveplan.read", "divesite.read", "divetype.read", "diveboat.read"],
  content: [
    ...crud("media", ["read", "create", "update"]),
    ...crud("product", ["read", "create", "update"]),
    ...crud("widget", ["read", "create", "update"]),
    ...crud("employee", ["read", "create", "update", "delete"]),
  ],
  mail: ["mail.read", "mail.update", "mailtemplates.update", "mailqueue.read", "mailschedule.read"],
  users: crud("users", ["read", "create", "update", "delete", "self"]),
  system: ["settings.read", "settings.update", "export.read", "todo.update", "suapi.read", "suapi.all"],
};

export const KNOWN_SCOPES: ReadonlySet<string> = new Set([ADMIN, ...Object.values(SCOPE_CATALOG).flat()]);

/** The message key of a scope's meaning: "scopes.meaning.bookings.read". */
export const scopeMeaningKey = (scope: string) => `scopes.meaning.${scope}`;
