// Credits: amounts an agency or a customer has with the operator (vouchers, refunds kept as credit),
// one row per movement: a ledger (credit-ledger.ts). The engine lists and reads them; a movement is
// appended by the ledger's use cases (its create route, a booking's payment), never updated,
// copied or deleted (appendOnly). Balances per currency are in credits.ts.
import { z } from "zod";
import { defineResource } from "../../resources/types";
import { dayFilters, csvColumns } from "../../resources/list-parts";
import { ownAgencyRows } from "./agency-access";
import { currencyCode, date, optional } from "../../resources/fields";
import { id, money, text } from "../../validation/validators";
import { defineScreen, type ScreenColumn, type ScreenField, type ScreenFilter } from "../../resources/screen";
import { ID_COLUMN } from "../../resources/screen-parts";
import { appendCredit, CREDIT_KINDS, type CreditOwner } from "./credit-ledger";
import { isoDate } from "../../core/dates";
import type { OwnAccess, ResourceDef, WriteContext } from "../../resources/types";

const creditSchema = <K extends string>(owner: K) =>
  z.object({
    [owner]: id(),
    amount: money().refine((a) => Number(a) !== 0, "validation.nonZero"),
    currency: optional(currencyCode()),
    date: date(),
    reason: optional(text({ max: 500 })),
    bookingId: optional(id()),
  } as Record<K | "amount" | "currency" | "date" | "reason" | "bookingId", z.ZodType>);

/**
 * A create is the ledger's grant (or a charge, negative): appended with its owner locked and an
 * audit row; a charge may leave the owner owing (a negative balance is what it owes).
 */
const grant =
  (owner: (data: Record<string, unknown>) => CreditOwner) => (data: Record<string, unknown>, ctx: WriteContext) =>
    appendCredit(
      ctx.tx,
      owner(data),
      {
        amount: data.amount as string,
        currency: data.currency as string,
        date: isoDate(data.date as Date),
        kind: "grant",
        reason: (data.reason as string | undefined) ?? null,
        bookingId: (data.bookingId as number | undefined) ?? null,
        mayOverdraw: true,
      },
      ctx.principal,
    );

/** POST /api/{agencycredit|customercredit}/{id}/correct: why the movement is taken back. */
export const correctCreditSchema = z.object({ reason: text({ min: 1, max: 500 }) });

/** A ledger of credits owned by `owner` (an agency's, a customer's): read, filtered, sorted and exported alike. */
function creditResource<const N extends string, M extends "agencyCredit" | "customerCredit">(o: {
  name: N;
  model: M;
  owner: "agencyId" | "customerId";
  /** who reads the ledger and who appends to it */
  access: { read: string[]; create: string[] };
  own: OwnAccess;
}) {
  return defineResource({
    name: o.name,
    currencyFields: ["currency"],
    model: o.model,
    access: { ...o.access, update: [], delete: [] },
    appendOnly: true,
    append: grant((d) => ({ [o.owner]: d[o.owner] as number }) as CreditOwner),
    own: o.own,
    create: creditSchema(o.owner) as z.ZodObject<any>,
    filters: {
      [o.owner]: { kind: "int" },
      currency: { kind: "string" },
      kind: { kind: "string" },
      ...dayFilters("date"),
    },
    sort: { id: "id", date: "date", amount: "amount" },
    defaultSort: { key: "date", order: "desc" },
    dateFields: ["date"],
    csv: csvColumns("credits.fields", [
      o.owner,
      "date",
      "kind",
      "amount",
      "currency",
      "reason",
      "bookingId",
      "correctsId",
    ]),
  });
}

export const agencyCreditResource = creditResource({
  name: "agencycredit",
  model: "agencyCredit",
  owner: "agencyId",
  access: { read: ["agencies.read"], create: ["agencies.update"] },
  own: ownAgencyRows(["read"]),
});

export const customerCreditResource = creditResource({
  name: "customercredit",
  model: "customerCredit",
  owner: "customerId",
  access: { read: ["customers.read"], create: ["customers.update"] },
  own: {
    scopes: ["customers.self"],
    actions: ["read"],
    where: (p) => (p.customerId ? { customerId: p.customerId } : null),
  },
});

export const CREDIT_RESOURCES = [agencyCreditResource, customerCreditResource];

// The two credit lists differ only in their holder: an agency (chosen from the agencies) or a
// customer (by number).
function creditScreen<const N extends string>(
  resource: ResourceDef<N>,
  holder: { column: ScreenColumn; filter: ScreenFilter; field: ScreenField },
) {
  return defineScreen(resource, {
    labels: "credits.fields",
    columns: [
      { key: "date", type: "date", sort: "date" },
      holder.column,
      { key: "amount", type: "money", currencyKey: "currency", sort: "amount" },
      { key: "currency" },
      { key: "kind", type: "enum", options: { enum: CREDIT_KINDS, labels: "credits.kinds" } },
      { key: "reason" },
      { key: "bookingId" },
      { key: "correctsId" },
      ID_COLUMN,
    ],
    filters: [
      holder.filter,
      { key: "currency", type: "select", options: "currencies" },
      { key: "kind", type: "select", options: { enum: CREDIT_KINDS, labels: "credits.kinds" } },
      { key: "from", type: "date" },
      { key: "to", type: "date" },
    ],
    fields: [
      holder.field,
      { name: "date", type: "date", initial: "today" },
      { name: "amount", type: "decimal" },
      { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
      { name: "reason", wide: true },
      { name: "bookingId", type: "number" },
    ],
  });
}

export const agencyCreditScreen = creditScreen(agencyCreditResource, {
  column: { key: "agencyId", type: "enum", options: { rows: "agency" } },
  filter: { key: "agencyId", type: "select", options: { rows: "agency" } },
  field: { name: "agencyId", type: "select", options: { rows: "agency" } },
});

export const customerCreditScreen = creditScreen(customerCreditResource, {
  column: { key: "customerId", type: "number" },
  filter: { key: "customerId", type: "text" },
  field: { name: "customerId", type: "number" },
});
