// Geography master data (settings.read to see, settings.update to change): destinations,
// ports and airports with a map location, airlines, countries; each with media and text blocks.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns, readWriteAccess } from "../../resources/list-parts";
import {
  coordinate,
  countryCode,
  i18nText,
  isoCountryCode,
  id,
  ids,
  name,
  optional,
  sortOrder,
  upperCode,
} from "../../resources/fields";
import { flightCode, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN, SORT_AND_ACTIVE_FIELDS } from "../../resources/screen-parts";

const access = readWriteAccess("settings.read", "settings.update");
const media = { mediaIds: ids(), textBlockIds: ids() };
const csvOf = (entity: string, keys: string[]) => csvColumns(`${entity}.fields`, keys);
const code = (max: number) =>
  optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]+$/, "validation.code")
      .max(max),
  );

export const destinationResource = defineResource({
  name: "destination",
  model: "destination",
  access,
  create: z.object({
    name: name(),
    code: code(20),
    countryCode: optional(isoCountryCode()),
    description: i18nText(),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
    ...media,
  }),
  search: ["name", "code"],
  filters: { countryCode: { kind: "string" }, isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", code: "code", countryCode: "countryCode", sort: "sort" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvOf("geo", ["id", "name", "code", "countryCode", "isActive"]),
  references: [{ model: "port", field: "destinationId", label: "ports" }],
  copy: (d) => ({ name: `${d.name} (2)`, code: null }),
});

export const portResource = defineResource({
  name: "port",
  model: "port",
  access,
  create: z.object({
    name: name(),
    code: code(20),
    countryCode: optional(isoCountryCode()),
    destinationId: optional(id()),
    latitude: coordinate(90),
    longitude: coordinate(180),
    description: i18nText(),
    isActive: z.boolean().default(true),
    ...media,
  }),
  search: ["name", "code"],
  filters: { countryCode: { kind: "string" }, destinationId: { kind: "int" }, isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", code: "code", countryCode: "countryCode" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvOf("geo", ["id", "name", "code", "countryCode", "latitude", "longitude", "isActive"]),
  copy: (p) => ({ name: `${p.name} (2)`, code: null }),
});

export const airportResource = defineResource({
  name: "airport",
  model: "airport",
  access,
  create: z.object({
    name: name(),
    iata: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "validation.iata"),
    icao: optional(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{4}$/, "validation.icao"),
    ),
    city: optional(text({ max: 80 })),
    countryCode: optional(isoCountryCode()),
    latitude: coordinate(90),
    longitude: coordinate(180),
    timezone: optional(text({ max: 60 })),
    isActive: z.boolean().default(true),
    ...media,
  }),
  search: ["name", "iata", "city"],
  filters: { countryCode: { kind: "string" }, isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", iata: "iata", city: "city", countryCode: "countryCode" },
  defaultSort: { key: "iata", order: "asc" },
  csv: csvOf("geo", ["id", "iata", "icao", "name", "city", "countryCode", "latitude", "longitude", "timezone"]),
  copy: (a) => ({ name: `${a.name} (2)`, iata: "XXX" === a.iata ? "XXY" : "XXX" }),
});

export const airlineResource = defineResource({
  name: "airline",
  model: "airline",
  access,
  create: z.object({
    name: name(),
    // an airline designator is the letters part of a flight code: "LH", "4U", "EZY"
    code: upperCode(/^[A-Z0-9]{2,3}$/, "validation.airlineCode").refine(
      (c) => flightCode().safeParse(`${c}1`).success,
      "validation.airlineCode",
    ),
    countryCode: optional(isoCountryCode()),
    isActive: z.boolean().default(true),
    ...media,
  }),
  search: ["name", "code"],
  filters: { countryCode: { kind: "string" }, isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", code: "code", countryCode: "countryCode" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvOf("geo", ["id", "code", "name", "countryCode", "isActive"]),
  copy: (a) => ({ name: `${a.name} (2)`, code: `${String(a.code).slice(0, 2)}9` }),
});

/** A country's calling codes: +49, +1 ... */
const callingCodes = z
  .array(
    z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, "validation.callingCode"),
  )
  .max(10);
const state = z.object({ name: text({ min: 1, max: 80 }), state_code: text({ min: 1, max: 10 }) });

export const countryResource = defineResource({
  name: "country",
  model: "country",
  id: { field: "code", type: "string" },
  access,
  create: z.object({
    code: countryCode(),
    name: name(80),
    translations: i18nText(80),
    callingCodes: callingCodes.default([]),
    states: z.array(state).max(200).default([]),
    ...media,
  }),
  update: z
    .object({
      name: name(80),
      translations: i18nText(80),
      callingCodes,
      states: z.array(state).max(200),
      mediaIds: ids(),
      textBlockIds: ids(),
    })
    .partial(),
  search: ["name", "code"],
  // code and names in every language (a trigger keeps it): the German list finds "Deutschland"
  searchColumn: "searchText",
  select: {
    code: true,
    name: true,
    translations: true,
    callingCodes: true,
    states: true,
    mediaIds: true,
    textBlockIds: true,
  },
  sort: { code: "code", name: "name" },
  defaultSort: { key: "name", order: "asc" },
  csv: [
    { key: "code", header: "geo.fields.code" },
    { key: "name", header: "geo.fields.name" },
    { key: "callingCodes", header: "geo.fields.callingCodes", value: (c) => (c.callingCodes as string[]).join(" ") },
  ],
  references: [],
  copy: () => ({ code: "XX", name: "Copy" }),
});

export const GEO_RESOURCES = [destinationResource, portResource, airportResource, airlineResource, countryResource];

// What every place's screen shows the same way: its country (column, filter, field), whether it is
// offered, its id, and its media.
const countryColumn = { key: "countryCode", sort: "countryCode", type: "enum", options: "countries" } as const;
const countryField = { name: "countryCode", type: "select", options: "countries" } as const;
/** whether it is offered: a column and a filter alike */
const isActive = { key: "isActive", type: "bool" } as const;
const countryFilters = [{ key: "countryCode", type: "select", options: "countries" }, isActive] as const;
const geoMedia = [
  { name: "mediaIds", type: "media" },
  { name: "textBlockIds", type: "multiselect", options: { rows: "textBlock" } },
] as const;

export const destinationScreen = defineScreen(destinationResource, {
  labels: "geo.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "code", sort: "code", type: "code" },
    countryColumn,
    isActive,
    { key: "sort", sort: "sort", type: "number", hidden: true },
    ID_COLUMN,
  ],
  filters: [...countryFilters],
  fields: [
    { name: "name" },
    { name: "code" },
    countryField,
    ...SORT_AND_ACTIVE_FIELDS,
    { name: "description", type: "i18n" },
    ...geoMedia,
  ],
});

export const portScreen = defineScreen(portResource, {
  labels: "geo.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "code", sort: "code", type: "code" },
    countryColumn,
    { key: "destinationId", type: "enum", options: { rows: "destination" } },
    { key: "latitude", type: "number", hidden: true },
    { key: "longitude", type: "number", hidden: true },
    isActive,
    ID_COLUMN,
  ],
  filters: [
    { key: "countryCode", type: "select", options: "countries" },
    { key: "destinationId", type: "select", options: { rows: "destination" } },
    isActive,
  ],
  fields: [
    { name: "name" },
    { name: "code" },
    countryField,
    { name: "destinationId", type: "select", options: { rows: "destination" } },
    { name: "isActive", type: "checkbox" },
    { name: "location", type: "location" },
    { name: "description", type: "i18n" },
    ...geoMedia,
  ],
});

export const airportScreen = defineScreen(airportResource, {
  labels: "geo.fields",
  columns: [
    { key: "iata", sort: "iata", type: "code" },
    { key: "icao", type: "code", hidden: true },
    { key: "name", sort: "name" },
    { key: "city", sort: "city" },
    countryColumn,
    { key: "timezone", hidden: true },
    isActive,
    ID_COLUMN,
  ],
  filters: [...countryFilters],
  fields: [
    { name: "name" },
    { name: "iata", hint: "geo.hints.iata" },
    { name: "icao", hint: "geo.hints.icao" },
    { name: "city" },
    countryField,
    { name: "timezone", hint: "geo.hints.timezone" },
    { name: "isActive", type: "checkbox" },
    { name: "location", type: "location" },
    ...geoMedia,
  ],
});

export const airlineScreen = defineScreen(airlineResource, {
  labels: "geo.fields",
  columns: [
    { key: "code", sort: "code", type: "code" },
    { key: "name", sort: "name" },
    countryColumn,
    isActive,
    ID_COLUMN,
  ],
  filters: [...countryFilters],
  fields: [
    { name: "code", hint: "geo.hints.airlineCode" },
    { name: "name" },
    countryField,
    { name: "isActive", type: "checkbox" },
    ...geoMedia,
  ],
});

export const countryScreen = defineScreen(countryResource, {
  labels: "geo.fields",
  columns: [
    { key: "code", sort: "code", type: "code" },
    { key: "name", sort: "name", localized: "translations" },
    { key: "callingCodes", type: "list" },
    { key: "states", type: "list", hidden: true },
  ],
  fields: [
    // the code is the record's key: set when creating, kept when editing
    { name: "code", hint: "geo.hints.countryCode" },
    { name: "name" },
    { name: "translations", type: "i18n" },
    { name: "callingCodes", type: "tags", hint: "geo.hints.callingCodes" },
    { name: "states", type: "json", hint: "geo.hints.states" },
    ...geoMedia,
  ],
});
