// Resorts, their stay rules (/api/arrivaldeparture) and their printable day lists (/api/resortlist).
import { z } from "zod";
import { calendarDate, isoDate } from "../../core/dates";
import { AppError } from "../../core/errors";
import {
  assetCode,
  currencyCode,
  i18nText,
  ids,
  isoCountryCode,
  name,
  optional,
  sortOrder,
  streetAddress,
} from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ASSET_SETUP_COLUMNS, SHOWCASE_FIELDS, ZONE_AND_CURRENCY_FIELDS } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { OVERLAP_FILTERS, csvColumns } from "../../resources/list-parts";
import { wireDate } from "../../validation/wire";
import { calendarDateField, crossCheck, crossFieldIssues, optionalEmail, text } from "../../validation/validators";
import { count, dateList, id, optionalId, timeOfDay, timeZone, weekdays } from "./fields";
import { printListDefinition } from "./print-list-resources";
import { isRoomTypeOf } from "./resort-room-type";

export const resortAccess = {
  read: ["resort.read"],
  create: ["resort.create"],
  update: ["resort.update"],
  delete: ["resort.update"],
} as const;

const resortFields = z.object({
  name: name(),
  code: assetCode(),
  isActive: z.boolean().default(true),
  ...streetAddress(),
  state: optional(text({ max: 80 })),
  countryCode: optional(isoCountryCode()),
  phone: optional(text({ max: 40 })),
  email: optionalEmail().optional(),
  website: optional(text({ max: 200 })),
  timezone: timeZone().default("Europe/Berlin"),
  currency: optional(currencyCode()),
  checkInTime: timeOfDay().default("14:00"),
  checkOutTime: timeOfDay().default("11:00"),
  arrivalWeekdays: weekdays(),
  departureWeekdays: weekdays(),
  minNights: count(1, 365).default(1),
  maxNights: optional(count(1, 365)),
  description: i18nText(),
  images: ids(),
  sort: sortOrder(),
});
const nightsInOrder = (
  v: { minNights?: number | null; maxNights?: number | null },
  ctx: z.RefinementCtx,
  valid: (key: "minNights" | "maxNights") => boolean,
) => {
  if (valid("minNights") && valid("maxNights") && v.maxNights != null && v.minNights != null)
    if (v.maxNights < v.minNights)
      ctx.addIssue({ code: "custom", path: ["maxNights"], message: "validation.maxNightsBelowMin" });
};

export const resortResource = defineResource({
  name: "resort",
  model: "resort",
  features: ["resort"],
  // spec part 2, section 8: a missing resort is RESORT_NOT_FOUND
  notFound: "RESORT_NOT_FOUND",
  access: resortAccess,
  create: crossCheck(resortFields, nightsInOrder),
  update: crossCheck(resortFields.partial(), nightsInOrder),
  currencyFields: ["currency"],
  search: ["name", "code", "city"],
  filters: { isActive: { kind: "bool" }, countryCode: { kind: "string" } },
  sort: { id: "id", name: "name", code: "code", city: "city", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: ["id", "code", "name", "street", "zip", "city", "countryCode", "timezone", "currency", "isActive"].map(
    (key) => ({
      key,
      header: `resorts.fields.${key}`,
    }),
  ),
  references: [
    { model: "room", field: "resortId", label: "rooms" },
    { model: "booking", field: "resortId", label: "bookings" },
  ],
  copy: (r) => ({ name: `${r.name} (2)`, code: `${String(r.code).slice(0, 17)}-2` }),
  prepare: (d, { existing }) => {
    // the resort's own maxNights must stay above its minNights after a partial update
    const merged = { ...existing, ...d };
    if (merged.maxNights != null && merged.maxNights < merged.minNights)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "maxNights", message: "validation.maxNightsBelowMin" }],
      });
    return d;
  },
});

// Stay rules: the spec's allowed arrival and departure dates, with the restrictions of channel
// managers on top (min/max nights, closed to arrival/departure, stop-sell) per period and room type.
const stayRuleFields = z.object({
  resortId: id(),
  roomTypeId: optionalId(),
  name: optional(text({ max: 120 })),
  from: calendarDateField(),
  to: calendarDateField(),
  arrivalWeekdays: weekdays(),
  departureWeekdays: weekdays(),
  arrivalDates: dateList(),
  departureDates: dateList(),
  minNights: optional(count(1, 365)),
  maxNights: optional(count(1, 365)),
  closedToArrival: z.boolean().default(false),
  closedToDeparture: z.boolean().default(false),
  stopSell: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
type StayRuleShape = {
  from?: string;
  to?: string;
  minNights?: number | null;
  maxNights?: number | null;
  arrivalDates?: string[];
  departureDates?: string[];
};
const stayRuleChecks = (v: StayRuleShape, ctx: z.RefinementCtx, valid: (key: keyof StayRuleShape) => boolean) => {
  const period = valid("from") && valid("to") && v.from && v.to ? { from: v.from, to: v.to } : undefined;
  if (period && period.to < period.from)
    ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
  // a rule speaks for the days of its period only: an arrival or departure date outside it would never apply
  for (const key of ["arrivalDates", "departureDates"] as const) {
    const outside = period && valid(key) ? (v[key] ?? []).findIndex((d) => d < period.from || d > period.to) : -1;
    if (outside >= 0) ctx.addIssue({ code: "custom", path: [key, outside], message: "validation.dateOutsidePeriod" });
  }
  nightsInOrder(v, ctx, valid);
};

/** A stored DATE or the body's YYYY-MM-DD, as YYYY-MM-DD. */
const asIsoDate = (v: string | Date) => (v instanceof Date ? isoDate(v) : v);

export const stayRuleResource = defineResource({
  name: "arrivaldeparture",
  model: "stayRule",
  features: ["resort"],
  access: resortAccess,
  create: crossCheck(stayRuleFields, stayRuleChecks),
  update: crossCheck(stayRuleFields.partial(), stayRuleChecks),
  dateFields: ["from", "to"],
  filters: {
    resortId: { kind: "int" },
    roomTypeId: { kind: "int" },
    isActive: { kind: "bool" },
    ...OVERLAP_FILTERS,
  },
  search: ["name"],
  sort: { id: "id", from: "from", to: "to", name: "name" },
  defaultSort: { key: "from", order: "asc" },
  csv: csvColumns("stayRules.fields", [
    "id",
    "resortId",
    "roomTypeId",
    "name",
    "from",
    "to",
    "minNights",
    "maxNights",
    "stopSell",
  ]),
  present: (r) => ({
    ...r,
    arrivalDates: (r.arrivalDates ?? []).map((d: Date) => isoDate(d)),
    departureDates: (r.departureDates ?? []).map((d: Date) => isoDate(d)),
  }),
  presented: (row) => row.extend({ arrivalDates: z.array(wireDate), departureDates: z.array(wireDate) }),
  copy: (r) => ({
    name: r.name ? `${r.name} (2)` : null,
    arrivalDates: (r.arrivalDates ?? []).map((d: Date) => isoDate(d)),
    departureDates: (r.departureDates ?? []).map((d: Date) => isoDate(d)),
  }),
  prepare: async (d, { existing, tx }) => {
    const merged = { ...existing, ...d };
    const out: Record<string, unknown> = { ...d };
    for (const key of ["arrivalDates", "departureDates"] as const)
      if (Array.isArray(d[key]))
        out[key] = (d[key] as (string | Date)[]).map((v) => (v instanceof Date ? v : calendarDate(v)));
    // a partial update changes one side of a rule between fields: the create's checks on the
    // record as it will be (a stored maxNights below a new minNights would break the table's check)
    const fields = crossFieldIssues(stayRuleChecks, {
      from: asIsoDate(merged.from),
      to: asIsoDate(merged.to),
      arrivalDates: ((merged.arrivalDates ?? []) as (string | Date)[]).map(asIsoDate),
      departureDates: ((merged.departureDates ?? []) as (string | Date)[]).map(asIsoDate),
      minNights: merged.minNights as number | null,
      maxNights: merged.maxNights as number | null,
    });
    // the room type must be one of the resort's
    if (
      merged.roomTypeId != null &&
      !(await isRoomTypeOf(tx, merged.roomTypeId as number, [merged.resortId as number]))
    )
      fields.push({ path: "roomTypeId", message: "validation.roomTypeOfOtherAsset" });
    if (fields.length) throw new AppError("VALIDATION_ERROR", undefined, { fields });
    return out;
  },
});

// The printable lists of a resort day: which kind (arrivals, departures, in-house) and columns.
export const { resource: resortListResource, screen: resortListScreen } = printListDefinition("resort", resortAccess);

export const RESORT_RESOURCES = [resortResource, stayRuleResource, resortListResource];

const WEEKDAY_OPTIONS = { enum: ["1", "2", "3", "4", "5", "6", "7"], labels: "weekdays" } as const;

export const resortScreen = defineScreen(resortResource, {
  labels: "resorts.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "code", sort: "code" },
    { key: "city", sort: "city" },
    { key: "countryCode", type: "enum", options: "countries" },
    ...ASSET_SETUP_COLUMNS,
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [
    { name: "name" },
    { name: "code" },
    { name: "street" },
    { name: "zip" },
    { name: "city" },
    { name: "state" },
    { name: "countryCode", type: "select", options: "countries" },
    { name: "phone", type: "tel" },
    { name: "email", type: "email" },
    { name: "website", type: "url" },
    ...ZONE_AND_CURRENCY_FIELDS,
    { name: "checkInTime", type: "time" },
    { name: "checkOutTime", type: "time" },
    { name: "arrivalWeekdays", type: "multiselect", options: WEEKDAY_OPTIONS, hint: "resorts.hints.weekdays" },
    { name: "departureWeekdays", type: "multiselect", options: WEEKDAY_OPTIONS, hint: "resorts.hints.weekdays" },
    { name: "minNights", type: "number" },
    { name: "maxNights", type: "number" },
    ...SHOWCASE_FIELDS,
  ],
});

export const stayRuleScreen = defineScreen(stayRuleResource, {
  labels: "stayRules.fields",
  columns: [
    { key: "from", sort: "from", type: "date" },
    { key: "to", sort: "to", type: "date" },
    { key: "name", sort: "name" },
    { key: "resortId", type: "enum", options: { rows: "resort" } },
    { key: "roomTypeId", type: "enum", options: { rows: "roomType" } },
    { key: "arrivalWeekdays", type: "list", options: WEEKDAY_OPTIONS },
    { key: "departureWeekdays", type: "list", options: WEEKDAY_OPTIONS },
    { key: "minNights", type: "number" },
    { key: "maxNights", type: "number" },
    { key: "closedToArrival", type: "bool" },
    { key: "closedToDeparture", type: "bool" },
    { key: "stopSell", type: "bool" },
    { key: "isActive", type: "bool", hidden: true },
  ],
  filters: [
    { key: "resortId", type: "select", options: { rows: "resort" } },
    { key: "roomTypeId", type: "select", options: { rows: "roomType" } },
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "resortId", type: "select", options: { rows: "resort" } },
    { name: "roomTypeId", type: "select", options: { rows: "roomType" }, hint: "stayRules.hints.roomTypeId" },
    { name: "name", wide: true },
    { name: "from", type: "date", initial: "today" },
    { name: "to", type: "date", initial: "today" },
    { name: "arrivalWeekdays", type: "multiselect", options: WEEKDAY_OPTIONS, hint: "stayRules.hints.weekdays" },
    { name: "departureWeekdays", type: "multiselect", options: WEEKDAY_OPTIONS, hint: "stayRules.hints.weekdays" },
    { name: "arrivalDates", type: "tags", hint: "stayRules.hints.dates" },
    { name: "departureDates", type: "tags", hint: "stayRules.hints.dates" },
    { name: "minNights", type: "number" },
    { name: "maxNights", type: "number" },
    { name: "closedToArrival", type: "checkbox" },
    { name: "closedToDeparture", type: "checkbox" },
    { name: "stopSell", type: "checkbox" },
    { name: "isActive", type: "checkbox" },
  ],
});
