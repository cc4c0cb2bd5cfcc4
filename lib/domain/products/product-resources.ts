// Products and add-ons a booking can carry (/product) and their categories (/productcategory):
// kind (ConsumptionGood, ReusableGood), unit (Piece ... Unit), add rule (PerPerson ... PerWeekCeil)
// and what the calculation makes of them (a product, an add-on or a partner's service).
import { z } from "zod";
import { currencyCode, i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN, SORT_AND_ACTIVE_FIELDS } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { ASSET_FILTERS, csvColumns, HAND_ORDERED } from "../../resources/list-parts";
import { text } from "../../validation/validators";
import { ADD_RULES, PRODUCT_LINE_KINDS } from "../pricing/enums";
import { diveRequirementsField, storeDiveRequirements } from "../tours/resources";
import { amount, assertNoIssues, assetIssues, currencyIssues, optionalId, PRICING_FEATURES } from "../pricing/fields";

export const PRODUCT_KINDS = ["ConsumptionGood", "ReusableGood"] as const;
export const PRODUCT_UNITS = ["Piece", "Can", "Bottle", "Bucket", "KiloGram", "Gramm", "Unit"] as const;

/** GET /api/product/constants: the enumerations a product form offers (spec part 2, section 9). */
export const PRODUCT_CONSTANTS = {
  kinds: PRODUCT_KINDS,
  units: PRODUCT_UNITS,
  addRules: ADD_RULES,
  lineKinds: PRODUCT_LINE_KINDS,
};

const access = {
  read: ["product.read"],
  create: ["product.create"],
  update: ["product.update"],
  delete: ["product.update"],
} as const;

export const productCategoryResource = defineResource({
  name: "productcategory",
  model: "productCategory",
  access,
  features: PRICING_FEATURES,
  create: z.object({
    name: name(80),
    description: i18nText(),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
  }),
  ...HAND_ORDERED,
  filters: { isActive: { kind: "bool" } },
  csv: csvColumns("productCategories.fields", ["id", "name", "isActive", "sort"]),
  references: [{ model: "product", field: "categoryId", label: "products" }],
  copy: (c) => ({ name: `${c.name} (2)` }),
});

export const productResource = defineResource({
  name: "product",
  model: "product",
  access,
  features: PRICING_FEATURES,
  create: z.object({
    name: name(),
    internalId: optional(text({ max: 60 })),
    description: i18nText(),
    categoryId: optionalId(),
    supplierId: optionalId(),
    kind: z.enum(PRODUCT_KINDS).default("ConsumptionGood"),
    unit: z.enum(PRODUCT_UNITS).default("Piece"),
    lineKind: z.enum(PRODUCT_LINE_KINDS).default("product"),
    addRule: z.enum(ADD_RULES).default("PerPerson"),
    price: amount(),
    currency: currencyCode().optional(),
    payOnSite: z.boolean().default(false),
    commissionable: z.boolean().default(false),
    divesPerDay: optional(
      z.coerce.number().int().min(1, `validation.min|{"min":1}`).max(10, `validation.max|{"max":10}`),
    ),
    resortId: optionalId(),
    vesselId: optionalId(),
    isVisible: z.boolean().default(true),
    isActive: z.boolean().default(true),
    images: ids(),
    sort: sortOrder(),
    /** a dive product: what a diver booked on it needs */
    diveRequirements: diveRequirementsField(),
  }),
  // a product booked with a booking stays (its line names it): 409 naming the bookings
  references: [{ model: "bookingProduct", field: "productId", label: "bookings" }],
  search: ["name", "internalId"],
  filters: {
    categoryId: { kind: "int" },
    kind: { kind: "enum", values: PRODUCT_KINDS },
    lineKind: { kind: "enum", values: PRODUCT_LINE_KINDS },
    addRule: { kind: "enum", values: ADD_RULES },
    isActive: { kind: "bool" },
    ...ASSET_FILTERS,
  },
  sort: { id: "id", name: "name", price: "price", sort: "sort" },
  defaultSort: { key: "name", order: "asc" },
  currencyFields: ["currency"],
  csv: ["id", "name", "internalId", "kind", "unit", "lineKind", "addRule", "price", "currency", "isActive"].map(
    (key) => ({ key, header: `products.fields.${key}` }),
  ),
  copy: (p) => ({ name: `${p.name} (2)` }),
  async prepare(data, { tx, action }) {
    data = storeDiveRequirements(data);
    if (action === "copy") return data;
    assertNoIssues([
      ...(await currencyIssues(tx, { currency: data.currency as string | undefined })),
      ...(await assetIssues(tx, {
        resortId: data.resortId as number | null,
        vesselId: data.vesselId as number | null,
      })),
    ]);
    return data;
  },
});

export const productCategoryScreen = defineScreen(productCategoryResource, {
  labels: "productCategories.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "isActive", type: "bool" },
    { key: "sort", sort: "sort", type: "number" },
    ID_COLUMN,
  ],
  filters: [{ key: "isActive", type: "bool" }],
  fields: [{ name: "name" }, ...SORT_AND_ACTIVE_FIELDS, { name: "description", type: "i18n" }],
});

const options = {
  kind: { enum: PRODUCT_KINDS, labels: "products.kinds" },
  unit: { enum: PRODUCT_UNITS, labels: "products.units" },
  lineKind: { enum: PRODUCT_LINE_KINDS, labels: "products.lineKinds" },
  addRule: { enum: ADD_RULES, labels: "pricing.addRules" },
} as const;

export const productScreen = defineScreen(productResource, {
  labels: "products.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "categoryId", type: "enum", options: { rows: "productCategory" } },
    { key: "lineKind", type: "enum", options: options.lineKind },
    { key: "addRule", type: "enum", options: options.addRule },
    { key: "price", sort: "price", type: "money", currencyKey: "currency" },
    { key: "unit", type: "enum", options: options.unit, hidden: true },
    { key: "kind", type: "enum", options: options.kind, hidden: true },
    { key: "payOnSite", type: "bool", hidden: true },
    { key: "isActive", type: "bool" },
    { key: "internalId", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "categoryId", type: "select", options: { rows: "productCategory" } },
    { key: "lineKind", type: "select", options: options.lineKind },
    { key: "addRule", type: "select", options: options.addRule },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "internalId" },
    { name: "categoryId", type: "select", options: { rows: "productCategory" } },
    { name: "supplierId", type: "select", options: { rows: "supplier" } },
    { name: "kind", type: "select", options: options.kind },
    { name: "unit", type: "select", options: options.unit },
    { name: "lineKind", type: "select", options: options.lineKind, hint: "products.hints.lineKind" },
    { name: "addRule", type: "select", options: options.addRule, hint: "products.hints.addRule" },
    { name: "price", type: "decimal" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "divesPerDay", type: "number", hint: "products.hints.divesPerDay" },
    { name: "diveRequirements", type: "diveRequirements", hint: "products.hints.diveRequirements" },
    { name: "resortId", type: "select", options: { rows: "resort" } },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "payOnSite", type: "checkbox" },
    { name: "commissionable", type: "checkbox" },
    { name: "isVisible", type: "checkbox" },
    { name: "isActive", type: "checkbox" },
    { name: "description", type: "i18n" },
    { name: "images", type: "media" },
  ],
});

export const PRODUCT_RESOURCES = [productCategoryResource, productResource];
