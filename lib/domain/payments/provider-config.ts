// The configured payment providers (/api/payprovider, /config/paymentprovider). Secrets are write
// only: a read answers which secrets are set, never their values; a save without a secret keeps
// the stored one. Without any row the offline provider is offered (installs without online payment).
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { db, transaction, type Prisma, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { own } from "../../core/own";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { text } from "../../validation/validators";
import { PAYMENT_PROVIDERS, PROVIDER_CODES, type PaymentProviderImpl, type ProviderConfig } from "./providers";

export type ProviderView = {
  code: string;
  name: string;
  active: boolean;
  sort: number;
  settings: Record<string, unknown>;
  /** which secrets are stored (true) and which are missing */
  secrets: Record<string, boolean>;
};

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

const OFFLINE_DEFAULT = {
  code: "offline",
  name: "Bank transfer / pay on site",
  active: true,
  sort: 0,
  settings: {},
  secrets: {},
};

function view(row: {
  code: string;
  name: string;
  active: boolean;
  sort: number;
  settings: unknown;
  secrets: unknown;
}): ProviderView {
  const impl = own(PAYMENT_PROVIDERS, row.code);
  const secrets = asObject(row.secrets);
  return {
    code: row.code,
    name: row.name,
    active: row.active,
    sort: row.sort,
    settings: asObject(row.settings),
    secrets: Object.fromEntries(
      (impl?.secretKeys ?? []).map((k) => [k, typeof secrets[k] === "string" && !!secrets[k]]),
    ),
  };
}

async function rows(tx?: Tx) {
  const found = await (tx ?? db()).paymentProvider.findMany({ orderBy: [{ sort: "asc" }, { id: "asc" }] });
  return found.length ? found : [OFFLINE_DEFAULT];
}

/** Every provider for staff (no secret values). */
export async function listProviders(): Promise<ProviderView[]> {
  return (await rows()).map(view);
}

/** The names a provider gets when the operator named it nothing else: shown in the guest's language. */
const DEFAULT_NAMES: Record<string, string> = { offline: OFFLINE_DEFAULT.name, stripe: "Stripe" };

/** The active providers a guest may choose: code and name only (a default name in the guest's language). */
export async function activeProviders(locale: Locale): Promise<{ code: string; name: string }[]> {
  const t = translator(locale);
  return (await rows())
    .filter((r) => r.active)
    .map((r) => ({
      code: r.code,
      name: !r.name || r.name === own(DEFAULT_NAMES, r.code) ? t(`payment.${r.code}Name`, undefined, r.name) : r.name,
    }));
}

/** A provider with its configuration, for the use cases; 404 when unknown or switched off. */
export async function loadProvider(
  code: string | null | undefined,
  tx?: Tx,
): Promise<{ impl: PaymentProviderImpl; config: ProviderConfig; code: string }> {
  const all = (await rows(tx)).filter((r) => r.active);
  const row = code ? all.find((r) => r.code === code) : all[0];
  const impl = row ? own(PAYMENT_PROVIDERS, row.code) : undefined;
  if (!row || !impl) throw new AppError("NOT_FOUND", "errors.PAYMENT_PROVIDER_UNKNOWN");
  return { impl, code: row.code, config: { settings: asObject(row.settings), secrets: asObject(row.secrets) } };
}

export const saveProviderSchema = z.object({
  name: text({ min: 1, max: 80 }).optional(),
  active: z.boolean().optional(),
  sort: z.coerce.number().int().min(0).max(1000).optional(),
  /** shown to staff and, for offline, to the guest (bank details); apiBase for a Stripe stand-in */
  settings: z.record(z.string(), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])).optional(),
  /** write only; an empty or missing value keeps the stored secret */
  secrets: z.record(z.string(), z.string().max(500)).optional(),
});

export async function saveProvider(
  code: string,
  input: z.input<typeof saveProviderSchema>,
  actor: Principal,
  tx?: Tx,
): Promise<ProviderView> {
  if (!(PROVIDER_CODES as string[]).includes(code)) throw new AppError("NOT_FOUND", "errors.PAYMENT_PROVIDER_UNKNOWN");
  const d = saveProviderSchema.parse(input);
  const impl = own(PAYMENT_PROVIDERS, code)!;
  const unknownSecret = Object.keys(d.secrets ?? {}).find((k) => !impl.secretKeys.includes(k));
  if (unknownSecret)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: `secrets.${unknownSecret}`, message: "validation.unknownKey" }],
    });
  return transaction(
    async (tx) => {
      const old = await tx.paymentProvider.findUnique({ where: { code } });
      const secrets = { ...asObject(old?.secrets) };
      for (const [k, v] of Object.entries(d.secrets ?? {})) if (v.trim()) secrets[k] = v.trim();
      const data = {
        name: d.name ?? old?.name ?? (code === "stripe" ? "Stripe" : OFFLINE_DEFAULT.name),
        active: d.active ?? old?.active ?? true,
        sort: d.sort ?? old?.sort ?? 0,
        settings: (d.settings ?? asObject(old?.settings)) as Prisma.InputJsonValue,
        secrets: secrets as Prisma.InputJsonValue,
      };
      const row = await tx.paymentProvider.upsert({ where: { code }, create: { code, ...data }, update: data });
      await auditBy(tx, actor, { action: "paymentProvider.saved", entity: "paymentProvider", entityId: code });
      return view(row);
    },
    { tx },
  );
}

/** The offline provider's payment details a guest may see (bank account, note); null when it is off. */
export async function offlineDetails(): Promise<Record<string, string> | null> {
  const row = (await rows()).find((r) => r.code === "offline" && r.active);
  if (!row) return null;
  const s = asObject(row.settings);
  const keys = ["accountHolder", "iban", "bic", "bank", "note"] as const;
  return Object.fromEntries(keys.filter((k) => typeof s[k] === "string" && s[k]).map((k) => [k, String(s[k])]));
}
