// Text blocks (per-language texts for mails, documents and geography pages) and their groups.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { csvColumns, HAND_ORDERED, readWriteAccess } from "../../resources/list-parts";
import { i18nText, id, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";

export const MESSAGE_CATEGORIES = ["Text", "Payment", "Cancellation", "Information", "Price", "Custom"] as const;
const access = readWriteAccess("settings.read", "settings.update");

export const textBlockGroupResource = defineResource({
  name: "textblockgroup",
  model: "textBlockGroup",
  access,
  create: z.object({ name: name(80), sort: sortOrder() }),
  ...HAND_ORDERED,
  csv: [
    { key: "id", header: "textblocks.fields.id" },
    { key: "name", header: "textblocks.fields.name" },
  ],
  references: [{ model: "textBlock", field: "groupId", label: "textBlocks" }],
  copy: (g) => ({ name: `${g.name} (2)` }),
});

export const textBlockResource = defineResource({
  name: "textblock",
  model: "textBlock",
  access,
  create: z.object({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9_.-]+$/i, "validation.code")
      .min(1)
      .max(80),
    title: name(160),
    category: z.enum(MESSAGE_CATEGORIES).default("Text"),
    groupId: optional(id()),
    texts: i18nText(),
    sort: sortOrder(),
  }),
  search: ["key", "title"],
  filters: { groupId: { kind: "int" }, category: { kind: "enum", values: MESSAGE_CATEGORIES } },
  sort: { id: "id", key: "key", title: "title", category: "category", sort: "sort" },
  defaultSort: { key: "title", order: "asc" },
  csv: csvColumns("textblocks.fields", ["id", "key", "title", "category"]),
  copy: (b) => ({ key: `${b.key}-2`, title: `${b.title} (2)` }),
});

export const CONTENT_RESOURCES = [textBlockGroupResource, textBlockResource];

const categories = { enum: MESSAGE_CATEGORIES, labels: "textblocks.categories" };

export const textBlockScreen = defineScreen(textBlockResource, {
  labels: "textblocks.fields",
  columns: [
    { key: "title", sort: "title" },
    { key: "key", sort: "key", type: "code" },
    { key: "category", sort: "category", type: "enum", options: categories },
    { key: "groupId", type: "enum", options: { rows: "textBlockGroup" } },
    { key: "sort", sort: "sort", type: "number", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "category", type: "select", options: categories },
    { key: "groupId", type: "select", options: { rows: "textBlockGroup" } },
  ],
  fields: [
    { name: "title" },
    { name: "key", hint: "textblocks.keyHint" },
    { name: "category", type: "select", options: categories },
    { name: "groupId", type: "select", options: { rows: "textBlockGroup" } },
    { name: "sort", type: "number" },
    { name: "texts", type: "i18n" },
  ],
});

export const textBlockGroupScreen = defineScreen(textBlockGroupResource, {
  labels: "textblocks.fields",
  columns: [{ key: "name", sort: "name" }, { key: "sort", sort: "sort", type: "number" }, ID_COLUMN],
  fields: [{ name: "name" }, { name: "sort", type: "number" }],
});
