// Booking widgets (/api/widgets): master data whose only rules are validation. A widget sells one
// resort's stays or one vessel's departures on /widget/{slug}, in its colour and language, framed
// only by the web sites it names. Its screens (/widget-admin/...) are data beside it.
import { z } from "zod";
import { AppError } from "../../core/errors";
import { LOCALES } from "../../i18n/locale";
import { messageKey } from "../../i18n/message-key";
import { color, name, optional } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ASSET_LIST_COLUMNS, ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { ASSET_FILTERS, csvColumns } from "../../resources/list-parts";
import { id } from "../../validation/validators";
import { normalizeOrigin, SLUG_PATTERN } from "../../validation/web-addresses";

export const WIDGET_OFFERS = ["resort", "vessel"] as const;
export const DEFAULT_WIDGET_COLOR = "#0e7490";
const MAX_ORIGINS = 20;

export const widgetAccess = {
  read: ["widget.read"],
  create: ["widget.create"],
  update: ["widget.update"],
  // the spec names no widget.delete: whoever may change a widget may remove it (like vessels)
  delete: ["widget.update"],
} as const;

const slug = () => z.string({ error: "validation.slug" }).trim().toLowerCase().regex(SLUG_PATTERN, "validation.slug");

/** Embedding origins, each normalised; a bad one fails the whole field, naming the value. */
const origins = () =>
  z
    .array(z.string({ error: "validation.origin" }).max(255, messageKey("validation.maxLength", { max: 255 })), {
      error: "validation.list",
    })
    .max(MAX_ORIGINS, messageKey("validation.maxItems", { max: MAX_ORIGINS }))
    .transform((list, ctx) => {
      const out: string[] = [];
      for (const raw of list) {
        const origin = normalizeOrigin(raw);
        if (!origin) {
          ctx.addIssue({ code: "custom", message: messageKey("validation.origin", { value: raw.slice(0, 80) }) });
          return z.NEVER;
        }
        if (!out.includes(origin)) out.push(origin);
      }
      return out;
    })
    .default([]);

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

export const widgetResource = defineResource({
  name: "widgets",
  model: "widget",
  features: ["bookingWidget"],
  access: widgetAccess,
  create: z.object({
    name: name(120),
    slug: slug(),
    offer: z.enum(WIDGET_OFFERS),
    resortId: optional(id()),
    vesselId: optional(id()),
    primaryColor: color().default(DEFAULT_WIDGET_COLOR),
    language: z.enum(LOCALES).default("de"),
    allowedOrigins: origins(),
    isActive: z.boolean().default(true),
  }),
  search: ["name", "slug"],
  filters: {
    offer: { kind: "enum", values: WIDGET_OFFERS },
    ...ASSET_FILTERS,
    isActive: { kind: "bool" },
  },
  sort: { id: "id", name: "name", slug: "slug", offer: "offer" },
  defaultSort: { key: "name", order: "asc" },
  csv: csvColumns("widgets.fields", [
    "id",
    "slug",
    "name",
    "offer",
    "resortId",
    "vesselId",
    "language",
    "primaryColor",
    "isActive",
  ]),
  copy: (w) => ({
    name: `${w.name} (2)`,
    slug: `${String(w.slug).slice(0, 55)}-${Date.now().toString(36).slice(-6)}`,
  }),
  prepare: async (d, { existing, tx }) => {
    // what the widget sells: exactly the asset its offer names (a CHECK in the database, too)
    const merged = { ...existing, ...d } as Record<string, unknown>;
    const assetKey = merged.offer === "resort" ? "resortId" : "vesselId";
    const otherKey = merged.offer === "resort" ? "vesselId" : "resortId";
    if (merged[assetKey] == null) throw invalid(assetKey, "validation.required");
    const data = { ...d, [otherKey]: null };
    // a taken slug is named here; the unique index is what guarantees it
    if (typeof d.slug === "string") {
      const taken = await tx.widget.findFirst({
        where: { slug: d.slug, ...(existing ? { id: { not: existing.id } } : {}) },
        select: { id: true },
      });
      if (taken)
        throw new AppError("CONFLICT", "errors.WIDGET_SLUG_TAKEN", {
          values: { slug: d.slug },
          fields: [{ path: "slug", message: "validation.unique" }],
        });
    }
    return data;
  },
});

export const WIDGET_RESOURCES = [widgetResource];

export const widgetScreen = defineScreen(widgetResource, {
  labels: "widgets.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "slug", sort: "slug", type: "code" },
    { key: "offer", sort: "offer", type: "enum", options: { enum: WIDGET_OFFERS, labels: "widgets.offers" } },
    ...ASSET_LIST_COLUMNS,
    { key: "language", type: "enum", options: "languages" },
    { key: "primaryColor", type: "color" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [
    { key: "offer", type: "select", options: { enum: WIDGET_OFFERS, labels: "widgets.offers" } },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "slug", hint: "widgets.hints.slug" },
    { name: "offer", type: "select", options: { enum: WIDGET_OFFERS, labels: "widgets.offers" } },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "widgets.hints.resortId" },
    { name: "vesselId", type: "select", options: { rows: "vessel" }, hint: "widgets.hints.vesselId" },
    { name: "primaryColor", type: "color" },
    { name: "language", type: "select", options: "languages" },
    { name: "allowedOrigins", type: "tags", hint: "widgets.hints.allowedOrigins", wide: true },
    { name: "isActive", type: "checkbox" },
  ],
});
