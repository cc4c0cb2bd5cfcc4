// The context map of lib/domain (docs/architecture.md, "The context map"): the bounded contexts in
// layers, lowest first. A context may use the contexts of the layers below its own, never its own
// layer's others nor anything above. One rule is shared by all: which booking states hold
// inventory and which bookings a customer takes part in (booking/states.ts, the shared kernel),
// which imports no other context. The booking aggregate's tables are written only by booking's use
// cases (lib/domain/booking). ESLint (eslint.config.mjs) and tests/unit/context-map.test.ts both
// read this file.

/** @type {readonly (readonly string[])[]} */
export const CONTEXT_LAYERS = [
  ["geo", "media", "content", "documents", "settings"],
  ["calendar"],
  ["crm"],
  ["users", "hr"],
  ["inventory"],
  ["tours"],
  ["pricing"],
  ["products"],
  ["booking"],
  ["papers"],
  ["payments"],
  ["online"],
  ["finance"],
  ["banks"],
  ["forms"],
  ["mail"],
  ["widget", "stats"],
];

/** Modules of a context every context may import (paths inside lib/domain, without extension). */
export const SHARED_KERNEL = ["booking/states"];

/** The contexts `context` may not import: its layer's others and every layer above. */
export function forbiddenFor(context) {
  const layer = CONTEXT_LAYERS.findIndex((l) => l.includes(context));
  if (layer < 0) throw new Error(`lib/domain/${context} is not on the context map (lib/domain/context-map.mjs)`);
  return CONTEXT_LAYERS.slice(layer)
    .flat()
    .filter((c) => c !== context);
}

/** The booking aggregate's Prisma models: only code in lib/domain/booking writes them. */
export const BOOKING_MODELS = [
  "booking",
  "bookingRoom",
  "bookingBed",
  "bookingGuest",
  "bookingHistory",
  "bookingComment",
  "bookingDocument",
  "bookingCalculationLine",
  "bookingManualLine",
  "bookingLineOverride",
  "bookingSpecial",
  "bookingProduct",
];

/** Prisma's writing methods of a model delegate. */
export const WRITE_METHODS = [
  "create",
  "createMany",
  "createManyAndReturn",
  "update",
  "updateMany",
  "updateManyAndReturn",
  "upsert",
  "delete",
  "deleteMany",
];

/**
 * Modules of lib/domain that reach no database, directly or through their imports (rules, schemas,
 * constants, formatting): pages and components may import them as values, for the browser too.
 * Every other domain module reaches pages and components only as types, their data through lib/page.
 * tests/unit/context-map.test.ts checks that each stays pure.
 */
export const PURE_MODULES = [
  "banks/statement-mapping",
  "booking/grid-wire",
  "booking/history-view",
  "booking/states",
  "booking/wizard-pick",
  "calendar/colours",
  "calendar/size-limits",
  "calendar/sizes",
  "forms/guest-form-completeness",
  "forms/guest-form-eligibility",
  "forms/guest-form-sections",
  "forms/form-field-types",
  "forms/form-fields",
  "inventory/blocker-types",
  "inventory/grid-stays",
  "inventory/room-names",
  "inventory/room-status",
  "mail/merge-fields",
  "online/search-terms",
  "papers/templates",
  "pricing/enums",
  "pricing/rules",
  "tours/cert-levels",
  "tours/departure-series",
  "tours/dive-requirements",
  "users/account-schemas",
  "users/readable-login",
  "widget/colours",
  "widget/embed-snippet",
];

/**
 * Resource definitions and their screens (files named resources, *-resource or *-resources, and
 * the group lists of crm): the generic list and form pages take them, so pages and components may
 * import them as values.
 */
export const DEFINITION_FILES = ["resources", "*-resource", "*-resources", "customer-groups", "agency-groups"];
