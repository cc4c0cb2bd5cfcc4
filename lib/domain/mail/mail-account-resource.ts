// Mail accounts on the resource engine (/api/mailaccount, /config/mailaccounts): a name, the
// sender address, the resort or vessel whose mail it sends and receives (none: the operator's), the
// SMTP server for sending and the IMAP server for the mailbox, logged in with a password or through
// Google's or Microsoft's OAuth (GET /api/mailaccount/{id}/oauth/connect). Passwords, the OAuth
// client secret and the tokens are secrets as the payment providers' and Wise's are: written, never
// answered (only whether each is set), named in the audit trail without their value; a save that
// leaves one empty keeps it. A user limited to some resorts or vessels sees the operator's accounts
// and those of his assets only.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { invalidField } from "../../core/errors";
import type { Prisma } from "../../core/db";
import {
  accountSelect,
  MAIL_AUTHS,
  SECURITIES,
  secretsOf,
  settingsOf,
  type AccountSecrets,
  type AccountSettings,
} from "../../mail/mail-accounts";
import { optional } from "../../resources/fields";
import { ASSET_FILTERS } from "../../resources/list-parts";
import { defineScreen } from "../../resources/screen";
import { ASSET_LIST_COLUMNS, ASSET_LIST_FILTERS, ID_COLUMN } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { email, id, int4, safeString, text } from "../../validation/validators";

const host = () =>
  optional(
    safeString()
      .trim()
      .toLowerCase()
      .regex(
        /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/,
        "mailAccount.validation.host",
      ),
  );
const port = (d: number) => int4({ min: 1, max: 65535 }).default(d);
const security = (d: (typeof SECURITIES)[number]) => z.enum(SECURITIES, { error: "validation.choice" }).default(d);
const secret = () => optional(text({ max: 2000 }));

export const mailAccountSchema = z.object({
  name: text({ min: 1, max: 120 }),
  email: email(),
  resortId: optional(id()),
  vesselId: optional(id()),
  auth: z.enum(MAIL_AUTHS, { error: "validation.choice" }).default("password"),
  smtpHost: host(),
  smtpPort: port(587),
  smtpSecurity: security("starttls"),
  smtpUser: optional(text({ max: 254 })),
  /** write only; empty keeps the one kept */
  smtpPassword: secret(),
  imapHost: host(),
  imapPort: port(993),
  imapSecurity: security("tls"),
  imapUser: optional(text({ max: 254 })),
  imapPassword: secret(),
  /** OAuth (google, microsoft): the operator's app registered with the provider */
  oauthClientId: optional(text({ max: 300 })),
  oauthClientSecret: secret(),
  oauthTenant: optional(
    safeString()
      .trim()
      .regex(/^[A-Za-z0-9.-]{1,100}$/, "mailAccount.validation.tenant"),
  ),
  isActive: z.boolean().default(true),
});

const SECRET_FIELDS = ["smtpPassword", "imapPassword", "oauthClientSecret"] as const;
const SETTING_FIELDS = ["oauthClientId", "oauthTenant"] as const;

/** The accounts `p` works with: all, or the operator's and those of his resorts and vessels. */
export function mailAccountWhere(p: Principal): Prisma.MailAccountWhereInput | undefined {
  const resorts = p.user?.allowedResortIds ?? [];
  const vessels = p.user?.allowedVesselIds ?? [];
  const parts: Prisma.MailAccountWhereInput[] = [];
  if (resorts.length) parts.push({ OR: [{ resortId: null }, { resortId: { in: resorts } }] });
  if (vessels.length) parts.push({ OR: [{ vesselId: null }, { vesselId: { in: vessels } }] });
  return parts.length ? { AND: parts } : undefined;
}

export const mailAccountResource = defineResource({
  name: "mailaccount",
  model: "mailAccount",
  description:
    "Mail accounts: SMTP for sending and IMAP for the mailbox, of the operator or of one resort or vessel. Secrets are write only.",
  access: {
    read: ["mail.update"],
    create: ["mail.update"],
    update: ["mail.update"],
    delete: ["mail.update"],
  },
  restrict: mailAccountWhere,
  create: mailAccountSchema,
  update: mailAccountSchema.partial(),
  search: ["name", "email"],
  filters: { isActive: { kind: "bool" }, auth: { kind: "string" }, ...ASSET_FILTERS },
  sort: { id: "id", name: "name", email: "email", createdAt: "createdAt" },
  defaultSort: { key: "name", order: "asc" },
  select: { ...accountSelect, createdAt: true, updatedAt: true },
  present: ({ settings, secrets, ...row }) => {
    const s = secretsOf(secrets);
    const o = settingsOf(settings);
    return {
      ...row,
      oauthClientId: o.oauthClientId ?? null,
      oauthTenant: o.oauthTenant ?? null,
      smtpPasswordSet: !!s.smtpPassword,
      imapPasswordSet: !!s.imapPassword,
      oauthClientSecretSet: !!s.oauthClientSecret,
      oauthConnected: !!s.refreshToken,
      connectedAt: o.connectedAt ?? null,
    };
  },
  presented: (row) =>
    row.omit({ settings: true, secrets: true }).extend({
      oauthClientId: z.string().nullable(),
      oauthTenant: z.string().nullable(),
      smtpPasswordSet: z.boolean().meta({ description: "whether an SMTP password is kept (never its value)" }),
      imapPasswordSet: z.boolean().meta({ description: "whether an IMAP password is kept (never its value)" }),
      oauthClientSecretSet: z.boolean(),
      oauthConnected: z.boolean().meta({ description: "whether the OAuth flow ended with a refresh token" }),
      connectedAt: z.string().nullable(),
    }),
  // the secrets and OAuth settings go to their JSON columns; a secret left empty keeps the one kept
  prepare: (d, ctx) => {
    const data: Record<string, unknown> = { ...d };
    for (const k of [...SECRET_FIELDS, ...SETTING_FIELDS]) delete data[k];
    const merged = { ...ctx.existing, ...data } as { resortId?: number | null; vesselId?: number | null };
    if (merged.resortId != null && merged.vesselId != null) throw invalidField("resortId", "validation.oneAsset");
    const resorts = ctx.principal.user?.allowedResortIds ?? [];
    const vessels = ctx.principal.user?.allowedVesselIds ?? [];
    if (
      (merged.resortId != null && resorts.length && !resorts.includes(merged.resortId)) ||
      (merged.vesselId != null && vessels.length && !vessels.includes(merged.vesselId))
    )
      throw invalidField("resortId", "validation.assetNotAllowed");
    const secrets: AccountSecrets = { ...secretsOf(ctx.existing?.secrets) };
    for (const k of SECRET_FIELDS) {
      const v = d[k];
      if (typeof v === "string" && v.trim()) secrets[k] = v.trim();
    }
    const settings: AccountSettings = { ...settingsOf(ctx.existing?.settings) };
    for (const k of SETTING_FIELDS) if (d[k] !== undefined) settings[k] = typeof d[k] === "string" ? d[k] : undefined;
    // another provider or another app: the tokens of the old one are no longer good
    const auth = (d.auth ?? ctx.existing?.auth) as string | undefined;
    if (
      ctx.existing &&
      (auth !== ctx.existing.auth || settings.oauthClientId !== settingsOf(ctx.existing.settings).oauthClientId)
    ) {
      delete secrets.accessToken;
      delete secrets.refreshToken;
      delete settings.connectedAt;
      delete settings.accessExpires;
    }
    data.secrets = secrets;
    data.settings = settings;
    return data;
  },
  csv: ["id", "name", "email", "auth", "smtpHost", "imapHost", "isActive"].map((key) => ({
    key,
    header: `mailAccount.fields.${key}`,
  })),
  // a copy is a new account: no password, no token
  copy: (a) => ({
    name: `${a.name} (2)`,
    secrets: {},
    settings: { oauthClientId: settingsOf(a.settings).oauthClientId },
  }),
});

export const mailAccountScreen = defineScreen(mailAccountResource, {
  labels: "mailAccount.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "email", sort: "email" },
    { key: "auth", type: "enum", options: { enum: MAIL_AUTHS, labels: "mailAccount.auths" } },
    { key: "smtpHost" },
    { key: "imapHost" },
    ...ASSET_LIST_COLUMNS,
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [{ key: "isActive", type: "bool" }, ...ASSET_LIST_FILTERS],
  fields: [
    { name: "name" },
    { name: "email", type: "email" },
    { name: "resortId", type: "select", options: { rows: "resort" }, hint: "mailAccount.hints.asset" },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    {
      name: "auth",
      type: "select",
      options: { enum: MAIL_AUTHS, labels: "mailAccount.auths" },
      hint: "mailAccount.hints.auth",
    },
    { name: "smtpHost", hint: "mailAccount.hints.smtp" },
    { name: "smtpPort", type: "number" },
    { name: "smtpSecurity", type: "select", options: { enum: SECURITIES, labels: "mailAccount.securities" } },
    { name: "smtpUser" },
    { name: "smtpPassword", type: "password", editHint: "mailAccount.hints.keepSecret" },
    { name: "imapHost", hint: "mailAccount.hints.imap" },
    { name: "imapPort", type: "number" },
    { name: "imapSecurity", type: "select", options: { enum: SECURITIES, labels: "mailAccount.securities" } },
    { name: "imapUser" },
    { name: "imapPassword", type: "password", editHint: "mailAccount.hints.keepSecret" },
    { name: "oauthClientId", hint: "mailAccount.hints.oauth" },
    { name: "oauthClientSecret", type: "password", editHint: "mailAccount.hints.keepSecret" },
    { name: "oauthTenant" },
    { name: "isActive", type: "checkbox" },
  ],
});
