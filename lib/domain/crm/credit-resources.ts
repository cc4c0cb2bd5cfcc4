// Credits: amounts an agency or a customer has with the operator (vouchers, refunds kept as credit),
// one row per movement. Balances per currency are in credits.ts.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { ownAgencyRows } from "./agency-access";
import { currencyCode, date, optional } from "../../resources/fields";
import { id, money, text } from "../../validation/validators";
import { defineScreen } from "../../resources/screen";

const creditSchema = <K extends string>(owner: K) =>
  z.object({
    [owner]: id(),
    amount: money().refine((a) => Number(a) !== 0, "validation.nonZero"),
    currency: optional(currencyCode()),
    date: date(),
    reason: optional(text({ max: 500 })),
    bookingId: optional(id()),
  } as Record<K | "amount" | "currency" | "date" | "reason" | "bookingId", z.ZodType>);

export const agencyCreditResource = defineResource({
  name: "agencycredit",
  currencyFields: ["currency"],
  model: "agencyCredit",
  access: {
    read: ["agencies.read"],
    create: ["agencies.update"],
    update: ["agencies.update"],
    delete: ["agencies.update"],
  },
  own: ownAgencyRows(["read"]),
  create: creditSchema("agencyId") as z.ZodObject<any>,
  filters: {
    agencyId: { kind: "int" },
    currency: { kind: "string" },
    from: { kind: "date", field: "date", op: "gte" },
    to: { kind: "date", field: "date", op: "lte" },
  },
  sort: { id: "id", date: "date", amount: "amount" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: ["agencyId", "date", "amount", "currency", "reason", "bookingId"].map((key) => ({
    key,
    header: `credits.fields.${key}`,
  })),
});

export const customerCreditResource = defineResource({
  name: "customercredit",
  currencyFields: ["currency"],
  model: "customerCredit",
  access: {
    read: ["customers.read"],
    create: ["customers.update"],
    update: ["customers.update"],
    delete: ["customers.update"],
  },
  own: {
    scopes: ["customers.self"],
    actions: ["read"],
    where: (p) => (p.customerId ? { customerId: p.customerId } : null),
  },
  create: creditSchema("customerId") as z.ZodObject<any>,
  filters: {
    customerId: { kind: "int" },
    currency: { kind: "string" },
    from: { kind: "date", field: "date", op: "gte" },
    to: { kind: "date", field: "date", op: "lte" },
  },
  sort: { id: "id", date: "date", amount: "amount" },
  defaultSort: { key: "date", order: "desc" },
  dateFields: ["date"],
  csv: ["customerId", "date", "amount", "currency", "reason", "bookingId"].map((key) => ({
    key,
    header: `credits.fields.${key}`,
  })),
});

export const CREDIT_RESOURCES = [agencyCreditResource, customerCreditResource];

export const agencyCreditScreen = defineScreen(agencyCreditResource, {
  labels: "credits.fields",
  columns: [
    { key: "date", type: "date", sort: "date" },
    { key: "agencyId", type: "enum", options: { rows: "agency" } },
    { key: "amount", type: "money", currencyKey: "currency", sort: "amount" },
    { key: "currency" },
    { key: "reason" },
    { key: "bookingId" },
    { key: "id", sort: "id", type: "number", hidden: true },
  ],
  filters: [
    { key: "agencyId", type: "select", options: { rows: "agency" } },
    { key: "currency", type: "select", options: "currencies" },
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "agencyId", type: "select", options: { rows: "agency" } },
    { name: "date", type: "date", initial: "today" },
    { name: "amount", type: "decimal" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "reason", wide: true },
    { name: "bookingId", type: "number" },
  ],
});

export const customerCreditScreen = defineScreen(customerCreditResource, {
  labels: "credits.fields",
  columns: [
    { key: "date", type: "date", sort: "date" },
    { key: "customerId", type: "number" },
    { key: "amount", type: "money", currencyKey: "currency", sort: "amount" },
    { key: "currency" },
    { key: "reason" },
    { key: "bookingId" },
    { key: "id", sort: "id", type: "number", hidden: true },
  ],
  filters: [
    { key: "customerId", type: "text" },
    { key: "currency", type: "select", options: "currencies" },
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "customerId", type: "number" },
    { name: "date", type: "date", initial: "today" },
    { name: "amount", type: "decimal" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "reason", wide: true },
    { name: "bookingId", type: "number" },
  ],
});
