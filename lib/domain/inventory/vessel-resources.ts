// Vessels, their decks (/api/vesseldeck) and the printable lists of a departure (/api/vessellist).
import { z } from "zod";
import { assetCode, currencyCode, i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ASSET_SETUP_COLUMNS, SHOWCASE_FIELDS, ZONE_AND_CURRENCY_FIELDS } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { count, id, timeZone } from "./fields";
import { printListDefinition } from "./print-list-resources";
import { refuseWhileRooms } from "./room-resources";

export const vesselAccess = {
  read: ["vessel.read"],
  create: ["vessel.create"],
  update: ["vessel.update"],
  delete: ["vessel.update"],
} as const;

export const vesselResource = defineResource({
  name: "vessel",
  model: "vessel",
  features: ["vessel"],
  access: vesselAccess,
  create: z.object({
    name: name(),
    code: assetCode(),
    isActive: z.boolean().default(true),
    timezone: timeZone().default("Europe/Berlin"),
    currency: optional(currencyCode()),
    capacity: optional(count(1, 1000)),
    description: i18nText(),
    images: ids(),
    sort: sortOrder(),
  }),
  currencyFields: ["currency"],
  search: ["name", "code"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", code: "code", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: csvColumns("vessels.fields", ["id", "code", "name", "timezone", "currency", "capacity", "isActive"]),
  references: [
    { model: "room", field: "vesselId", label: "cabins" },
    { model: "tour", field: "vesselId", label: "tours" },
    { model: "schedule", field: "vesselId", label: "schedules" },
    { model: "booking", field: "vesselId", label: "bookings" },
  ],
  copy: (v) => ({ name: `${v.name} (2)`, code: `${String(v.code).slice(0, 17)}-2` }),
});

export const deckResource = defineResource({
  name: "vesseldeck",
  model: "deck",
  features: ["vessel"],
  access: vesselAccess,
  create: z.object({ vesselId: id(), name: name(80), sort: sortOrder() }),
  search: ["name"],
  filters: { vesselId: { kind: "int" } },
  sort: { id: "id", name: "name", sort: "sort", vesselId: "vesselId" },
  defaultSort: { key: "sort", order: "asc" },
  csv: csvColumns("decks.fields", ["id", "vesselId", "name", "sort"]),
  // its cabins would lose their deck silently: 409 naming them
  references: [{ model: "room", field: "deckId", label: "rooms" }],
  copy: (d) => ({ name: `${d.name} (2)` }),
  // its cabins stay on their vessel: on another vessel's deck they could not be saved any more
  prepare: async (d, { existing, tx }) => {
    if (existing && d.vesselId !== undefined && d.vesselId !== existing.vesselId)
      await refuseWhileRooms(tx, { deckId: existing.id }, "errors.DECK_HAS_CABINS");
    return d;
  },
});

export const { resource: vesselListResource, screen: vesselListScreen } = printListDefinition("vessel", vesselAccess);

export const VESSEL_RESOURCES = [vesselResource, deckResource, vesselListResource];

export const vesselScreen = defineScreen(vesselResource, {
  labels: "vessels.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "code", sort: "code" },
    { key: "capacity", type: "number" },
    ...ASSET_SETUP_COLUMNS,
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [
    { name: "name" },
    { name: "code" },
    ...ZONE_AND_CURRENCY_FIELDS,
    { name: "capacity", type: "number" },
    ...SHOWCASE_FIELDS,
  ],
});

export const deckScreen = defineScreen(deckResource, {
  labels: "decks.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "vesselId", sort: "vesselId", type: "enum", options: { rows: "vessel" } },
    { key: "sort", sort: "sort", type: "number" },
  ],
  filters: [{ key: "vesselId", type: "select", options: { rows: "vessel" } }],
  fields: [
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "name" },
    { name: "sort", type: "number" },
  ],
});
