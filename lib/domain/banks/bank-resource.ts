// Bank accounts on the resource engine: name, IBAN (its check digits checked), BIC, currency,
// opening balance and date, the resort or vessel whose money it holds (none: the operator's),
// active, and for a Wise account its profile and balance ids and API token. The token is a secret:
// written, never answered (only whether it is set), named in the audit trail without its value;
// the raw `settings` and `secrets` never leave the server. The CSV mapping is chosen on an
// import's preview, not here. An account with entries or imports is not deleted.
import { z } from "zod";
import { currencyCode, optional } from "../../resources/fields";
import { ASSET_FILTERS } from "../../resources/list-parts";
import { defineScreen } from "../../resources/screen";
import { ASSET_LIST_COLUMNS, ASSET_LIST_FILTERS, ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { invalidField } from "../../core/errors";
import { calendarDateField, ibanField, id, money, safeString, text } from "../../validation/validators";
import { bankWhere, mayUseAsset } from "./bank-access";

const wiseId = () =>
  optional(
    safeString()
      .trim()
      .regex(/^\d{1,20}$/, "validation.integer"),
  );

export const bankSchema = z.object({
  name: text({ min: 1, max: 120 }),
  iban: optional(ibanField()),
  bic: optional(
    safeString()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, "validation.bic"),
  ),
  currency: optional(currencyCode()),
  openingBalance: money({ precision: 14 }).default("0"),
  openingDate: calendarDateField(),
  resortId: optional(id()),
  vesselId: optional(id()),
  isActive: z.boolean().default(true),
  /** Wise: the profile and the balance whose statement POST /api/banks/wise/collect/{id} fetches */
  wiseProfileId: wiseId(),
  wiseBalanceId: wiseId(),
  /** Wise: a personal API token (read access); kept as a secret, never answered */
  wiseToken: optional(text({ max: 500 })),
});

export type WiseSettings = { profileId?: string; balanceId?: string };
const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** The Wise settings kept in Bank.settings. */
export const wiseSettingsOf = (settings: unknown): WiseSettings => asObject(asObject(settings).wise) as WiseSettings;

export const bankResource = defineResource({
  name: "banks",
  model: "bank",
  features: ["bank"],
  description: "Bank accounts: IBAN, currency, opening balance, the resort or vessel whose money it holds.",
  access: {
    read: ["banks.read"],
    create: ["banks.create"],
    update: ["banks.update"],
    delete: ["banks.update"],
  },
  restrict: bankWhere,
  create: bankSchema,
  update: bankSchema.partial(),
  search: ["name", "iban"],
  filters: {
    isActive: { kind: "bool" },
    currency: { kind: "string" },
    ...ASSET_FILTERS,
  },
  sort: { id: "id", name: "name", currency: "currency", openingDate: "openingDate", createdAt: "createdAt" },
  defaultSort: { key: "name", order: "asc" },
  dateFields: ["openingDate"],
  currencyFields: ["currency"],
  select: {
    id: true,
    name: true,
    iban: true,
    bic: true,
    currency: true,
    openingBalance: true,
    openingDate: true,
    resortId: true,
    vesselId: true,
    isActive: true,
    csvMapping: true,
    settings: true,
    secrets: true,
    createdAt: true,
    updatedAt: true,
  },
  present: ({ settings, secrets, ...row }) => {
    const wise = wiseSettingsOf(settings);
    return {
      ...row,
      wiseProfileId: wise.profileId ?? null,
      wiseBalanceId: wise.balanceId ?? null,
      wiseTokenSet: typeof asObject(secrets).wiseToken === "string",
    };
  },
  presented: (row) =>
    row.omit({ settings: true, secrets: true }).extend({
      wiseProfileId: z.string().nullable(),
      wiseBalanceId: z.string().nullable(),
      wiseTokenSet: z.boolean().meta({ description: "whether a Wise API token is kept (never its value)" }),
    }),
  // the Wise fields go to settings and secrets; a token left empty keeps the one kept
  prepare: (d, ctx) => {
    const { wiseProfileId, wiseBalanceId, wiseToken, ...data } = d;
    const merged = { ...ctx.existing, ...data } as { resortId?: number | null; vesselId?: number | null };
    if (merged.resortId != null && merged.vesselId != null) throw invalidField("resortId", "validation.oneAsset");
    if (!mayUseAsset(ctx.principal, merged)) throw invalidField("resortId", "validation.assetNotAllowed");
    if (wiseProfileId !== undefined || wiseBalanceId !== undefined) {
      const old = wiseSettingsOf(ctx.existing?.settings);
      const wise = {
        profileId: wiseProfileId === undefined ? old.profileId : (wiseProfileId ?? undefined),
        balanceId: wiseBalanceId === undefined ? old.balanceId : (wiseBalanceId ?? undefined),
      };
      data.settings = { ...asObject(ctx.existing?.settings), wise };
    }
    if (typeof wiseToken === "string" && wiseToken.trim())
      data.secrets = { ...asObject(ctx.existing?.secrets), wiseToken: wiseToken.trim() };
    return data;
  },
  csv: ["id", "name", "iban", "bic", "currency", "openingBalance", "openingDate", "isActive"].map((key) => ({
    key,
    header: `banks.fields.${key}`,
  })),
  references: [
    { model: "bankEntry", field: "bankId", label: "bankEntries" },
    { model: "bankImport", field: "bankId", label: "bankImports" },
  ],
  // a copy is a new account: no token, no mapping of the original's bank
  copy: (b) => ({ name: `${b.name} (2)`, iban: null, secrets: {}, csvMapping: undefined }),
});

export const bankScreen = defineScreen(bankResource, {
  labels: "banks.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "iban" },
    { key: "currency", sort: "currency" },
    { key: "openingBalance", type: "money", currencyKey: "currency" },
    { key: "openingDate", type: "date", sort: "openingDate", hidden: true },
    ...ASSET_LIST_COLUMNS,
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [
    { key: "isActive", type: "bool" },
    { key: "currency", type: "select", options: "currencies" },
    ...ASSET_LIST_FILTERS,
  ],
  fields: [
    { name: "name" },
    { name: "currency", type: "select", options: "currencies", initial: "defaultCurrency" },
    { name: "iban" },
    { name: "bic" },
    { name: "openingBalance", type: "decimal" },
    { name: "openingDate", type: "date", initial: "today" },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "banks.hints.asset" },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "isActive", type: "checkbox" },
    { name: "wiseProfileId", hint: "banks.hints.wise" },
    { name: "wiseBalanceId" },
    { name: "wiseToken", type: "password", editHint: "banks.hints.keepToken" },
  ],
});
