// Supplements (/supplements): charges a price adds to a stay (an eco fee per night, a marine park
// fee per person), by add rule, for some room or cabin types and arrival dates. A supplement's
// value is in the currency of the price that lists it.
import { z } from "zod";
import { date, i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { csvColumns } from "../../resources/list-parts";
import { text } from "../../validation/validators";
import { ADD_RULES } from "./enums";
import { amount, assertNoIssues, PRICING_ACCESS, PRICING_FEATURES, rangeIssue, unknownIds } from "./fields";

export const supplementResource = defineResource({
  name: "supplements",
  model: "supplement",
  access: PRICING_ACCESS,
  features: PRICING_FEATURES,
  create: z.object({
    name: name(),
    internalId: optional(text({ max: 60 })),
    value: amount(),
    addRule: z.enum(ADD_RULES).default("PerPerson"),
    roomTypeIds: ids(),
    validFrom: optional(date()),
    validTo: optional(date()),
    description: i18nText(),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
  }),
  search: ["name", "internalId"],
  filters: { isActive: { kind: "bool" }, addRule: { kind: "enum", values: ADD_RULES } },
  sort: { id: "id", name: "name", value: "value", sort: "sort" },
  defaultSort: { key: "name", order: "asc" },
  dateFields: ["validFrom", "validTo"],
  csv: csvColumns("supplements.fields", ["id", "name", "value", "addRule", "validFrom", "validTo", "isActive"]),
  copy: (s) => ({ name: `${s.name} (2)` }),
  // a price that charges it: deleting it would change that price's bookings silently
  references: [{ model: "price", field: "supplements", relation: true, label: "prices" }],
  async prepare(data, { tx, existing, action }) {
    if (action === "copy") return data;
    const roomTypeIds = data.roomTypeIds as number[] | undefined;
    const found = roomTypeIds?.length
      ? await tx.roomType.findMany({ where: { id: { in: roomTypeIds } }, select: { id: true } })
      : [];
    assertNoIssues([
      ...rangeIssue(data.validFrom ?? existing?.validFrom, data.validTo ?? existing?.validTo),
      ...(roomTypeIds
        ? unknownIds(
            "roomTypeIds",
            roomTypeIds,
            found.map((r) => r.id),
          )
        : []),
    ]);
    return data;
  },
});

export const supplementScreen = defineScreen(supplementResource, {
  labels: "supplements.fields",
  columns: [
    { key: "name", sort: "name" },
    // in the currency of the price that adds it: two decimals, no symbol
    { key: "value", sort: "value", type: "money" },
    { key: "addRule", type: "enum", options: { enum: ADD_RULES, labels: "pricing.addRules" } },
    { key: "validFrom", type: "date" },
    { key: "validTo", type: "date" },
    { key: "isActive", type: "bool" },
    { key: "internalId", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "addRule", type: "select", options: { enum: ADD_RULES, labels: "pricing.addRules" } },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "internalId" },
    { name: "value", type: "decimal", hint: "supplements.hints.value" },
    { name: "addRule", type: "select", options: { enum: ADD_RULES, labels: "pricing.addRules" } },
    { name: "validFrom", type: "date", hint: "supplements.hints.valid" },
    { name: "validTo", type: "date" },
    { name: "roomTypeIds", type: "multiselect", options: { rows: "roomType" }, hint: "supplements.hints.roomTypes" },
    { name: "isActive", type: "checkbox" },
    { name: "sort", type: "number" },
    { name: "description", type: "i18n" },
  ],
});
