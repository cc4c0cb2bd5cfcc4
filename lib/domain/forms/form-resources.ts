// Form definitions (/api/formdef) and forms (/api/form) as resources of the engine: a definition
// is master data whose only rule is validation (its fields, lib/domain/forms/form-fields.ts); a
// form is a definition sent to someone (a customer, a booking, or anyone holding the link), with
// the fields as they were when sent and its public link. Answers come in through answer-form.ts.
// Their list screens (/form, /crm/forms, /formdef) are data beside them.
import { z } from "zod";
import { AppError } from "../../core/errors";
import { LOCALES } from "../../i18n/locale";
import { csvColumns } from "../../resources/list-parts";
import { id, name, optional } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { text } from "../../validation/validators";
import { formFieldsSchema } from "./form-fields";
import { formPath, newFormSalt } from "./form-token";

/** A sent form's columns in lists; its page adds the fields as sent and the answers. */
const FORM_SELECT = {
  id: true,
  title: true,
  definitionId: true,
  customerId: true,
  bookingId: true,
  language: true,
  answeredAt: true,
  createdAt: true,
  tokenSalt: true,
  customer: { select: { fullName: true } },
  definition: { select: { name: true } },
} as const;

export const formDefinitionResource = defineResource({
  name: "formdef",
  model: "formDefinition",
  features: ["forms"],
  access: {
    read: ["forms.read", "formdef.update"],
    create: ["formdef.update"],
    update: ["formdef.update"],
    delete: ["formdef.update"],
  },
  create: z.object({
    name: name(120),
    description: text({ max: 2000 }).default(""),
    fields: formFieldsSchema.default([]),
    isActive: z.boolean().default(true),
  }),
  search: ["name"],
  filters: { isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", updatedAt: "updatedAt" },
  defaultSort: { key: "name", order: "asc" },
  references: [{ model: "form", field: "definitionId", label: "forms" }],
  csv: csvColumns("forms.definition", ["id", "name", "description", "isActive"]),
  copy: (d) => ({ name: `${String(d.name).slice(0, 110)} (2)` }),
  description: "Form definitions: the fields of a form (feature forms).",
});

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

/** Whether a form has been answered, as a list filter (answered=true|false). */
const answeredFilter = {
  kind: "custom" as const,
  parse: z.enum(["true", "false"]),
  where: (v: "true" | "false") => ({ answeredAt: v === "true" ? { not: null } : null }),
};

export const formResource = defineResource({
  name: "form",
  model: "form",
  features: ["forms"],
  access: {
    read: ["forms.read"],
    // sending a form to a customer is part of looking after customers
    create: ["formdef.update", "customers.update"],
    update: ["formdef.update", "customers.update"],
    delete: ["formdef.update"],
  },
  create: z.object({
    definitionId: id(),
    customerId: optional(id()),
    bookingId: optional(id()),
    /** default: the definition's name */
    title: optional(text({ max: 200 })),
    language: z.enum(LOCALES).default("de"),
  }),
  // what was asked and who was asked stay as sent; the title and the language may change
  update: z.object({ title: text({ min: 1, max: 200 }), language: z.enum(LOCALES) }).partial(),
  search: ["title"],
  filters: {
    definitionId: { kind: "int" },
    customerId: { kind: "int" },
    bookingId: { kind: "int" },
    answered: answeredFilter,
  },
  sort: { id: "id", title: "title", createdAt: "createdAt", answeredAt: "answeredAt" },
  defaultSort: { key: "id", order: "desc" },
  select: FORM_SELECT,
  detail: { ...FORM_SELECT, fields: true, answers: true },
  present: ({ tokenSalt, customer, definition, ...row }) => ({
    ...row,
    customerName: customer?.fullName ?? null,
    definitionName: definition?.name ?? null,
    link: formPath({ id: row.id, tokenSalt }),
  }),
  presented: (row) =>
    row.omit({ tokenSalt: true, customer: true, definition: true }).extend({
      customerName: z.string().nullable(),
      definitionName: z.string().nullable(),
      link: z.string().meta({ description: "the public form's path: /forms/{id}/{token}" }),
    }),
  csv: [
    ...csvColumns("forms.fields", ["id", "title", "definitionName", "customerName", "bookingId", "language"]),
    { key: "answeredAt", header: "forms.fields.answeredAt" },
  ],
  // a new form (or a copy: the same definition sent again) takes the definition's fields as they
  // are now and a link of its own
  prepare: async (data, { action, tx }) => {
    if (action === "update") return data;
    const { definitionId, customerId, bookingId, title, language } = data;
    const def = await tx.formDefinition.findUnique({
      where: { id: Number(definitionId) },
      select: { name: true, fields: true, isActive: true },
    });
    if (!def?.isActive) throw invalid("definitionId", "validation.unknownReference");
    if (
      customerId != null &&
      !(await tx.customer.findUnique({ where: { id: Number(customerId) }, select: { id: true } }))
    )
      throw invalid("customerId", "validation.unknownReference");
    if (bookingId != null && !(await tx.booking.findUnique({ where: { id: Number(bookingId) }, select: { id: true } })))
      throw invalid("bookingId", "validation.unknownReference");
    return {
      definitionId,
      customerId: customerId ?? null,
      bookingId: bookingId ?? null,
      title: title ?? def.name,
      language,
      fields: def.fields ?? [],
      tokenSalt: newFormSalt(),
    };
  },
  description: "Forms sent to customers (or anyone with the link) and their answers (feature forms).",
});

export const FORM_RESOURCES = [formDefinitionResource, formResource];

export const formDefinitionScreen = defineScreen(formDefinitionResource, {
  labels: "forms.definition",
  columns: [{ key: "name", sort: "name" }, { key: "description" }, { key: "isActive", type: "bool" }, ID_COLUMN],
  filters: [{ key: "isActive", type: "bool" }],
});

export const formScreen = defineScreen(formResource, {
  labels: "forms.fields",
  columns: [
    { key: "title", sort: "title" },
    { key: "definitionName" },
    { key: "customerName" },
    { key: "bookingId", type: "number", hidden: true },
    { key: "language", type: "enum", options: "languages" },
    { key: "createdAt", sort: "createdAt", type: "datetime" },
    { key: "answeredAt", sort: "answeredAt", type: "datetime" },
    ID_COLUMN,
  ],
  filters: [{ key: "answered", type: "bool" }],
});
