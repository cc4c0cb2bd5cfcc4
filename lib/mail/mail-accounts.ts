// The mail accounts as the mailer and the mailbox use them: which account a mail leaves through
// (the resort's or vessel's, else the operator's), how to log in to its SMTP and IMAP servers
// (password, or XOAUTH2 with an access token refreshed at the provider's token endpoint), and the
// OAuth providers' endpoints (configurable by env, a local stand-in in tests). The accounts are
// kept by lib/domain/mail (mail-account-resource.ts); `secrets` never leave the server.
import { db, type Prisma, type Tx } from "../core/db";
import { env } from "../core/env";
import { AppError } from "../core/errors";

export const MAIL_AUTHS = ["password", "google", "microsoft"] as const;
export type MailAuth = (typeof MAIL_AUTHS)[number];
export type OAuthProvider = Exclude<MailAuth, "password">;
export const SECURITIES = ["tls", "starttls", "none"] as const;
export type Security = (typeof SECURITIES)[number];

export type AccountSecrets = {
  smtpPassword?: string;
  imapPassword?: string;
  oauthClientSecret?: string;
  accessToken?: string;
  refreshToken?: string;
  /** the PKCE verifier of the OAuth flow under way */
  oauthVerifier?: string;
};
export type AccountSettings = {
  oauthClientId?: string;
  /** Microsoft: the directory (tenant) of the account; "common" when not given */
  oauthTenant?: string;
  /** when the access token expires (ISO) */
  accessExpires?: string;
  /** when the OAuth account was connected (ISO) */
  connectedAt?: string;
  /** the flow under way: the SHA-256 of its state, who started it and until when it may end */
  oauthPending?: { stateHash: string; userId: number | null; expires: string };
};

export const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
export const secretsOf = (v: unknown) => asObject(v) as AccountSecrets;
export const settingsOf = (v: unknown) => asObject(v) as AccountSettings;

export const accountSelect = {
  id: true,
  name: true,
  email: true,
  resortId: true,
  vesselId: true,
  auth: true,
  smtpHost: true,
  smtpPort: true,
  smtpSecurity: true,
  smtpUser: true,
  imapHost: true,
  imapPort: true,
  imapSecurity: true,
  imapUser: true,
  isActive: true,
  settings: true,
  secrets: true,
} satisfies Prisma.MailAccountSelect;
export type MailAccountRow = Prisma.MailAccountGetPayload<{ select: typeof accountSelect }>;

/** What an OAuth provider is: its endpoints, the scope for mail, its servers. */
export type ProviderInfo = {
  authUrl: string;
  tokenUrl: string;
  scope: string;
  /** extra parameters of the authorization URL (Google: a refresh token every time) */
  extra: Record<string, string>;
  smtp: { host: string; port: number; security: Security };
  imap: { host: string; port: number; security: Security };
};

export function oauthProvider(provider: OAuthProvider, tenant = "common"): ProviderInfo {
  const e = env();
  const t = (url: string) => url.replace("{tenant}", encodeURIComponent(tenant || "common"));
  if (provider === "google")
    return {
      authUrl: e.MAIL_OAUTH_GOOGLE_AUTH_URL,
      tokenUrl: e.MAIL_OAUTH_GOOGLE_TOKEN_URL,
      scope: "https://mail.google.com/",
      extra: { access_type: "offline", prompt: "consent" },
      smtp: { host: "smtp.gmail.com", port: 465, security: "tls" },
      imap: { host: "imap.gmail.com", port: 993, security: "tls" },
    };
  return {
    authUrl: t(e.MAIL_OAUTH_MICROSOFT_AUTH_URL),
    tokenUrl: t(e.MAIL_OAUTH_MICROSOFT_TOKEN_URL),
    scope: "offline_access https://outlook.office.com/IMAP.AccessAsUser.All https://outlook.office.com/SMTP.Send",
    extra: {},
    smtp: { host: "smtp.office365.com", port: 587, security: "starttls" },
    imap: { host: "outlook.office365.com", port: 993, security: "tls" },
  };
}

export const isOAuth = (auth: string): auth is OAuthProvider => auth === "google" || auth === "microsoft";

export type TokenAnswer = { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };

/** POSTs a form to a provider's token endpoint; a refusal or an unreadable answer is a 502. */
export async function postToken(url: string, form: Record<string, string>): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new AppError("BAD_GATEWAY", "mailAccount.errors.tokenEndpoint");
  }
  const body = asObject(await res.json().catch(() => null)) as TokenAnswer;
  if (!res.ok || typeof body.access_token !== "string")
    throw new AppError("BAD_GATEWAY", "mailAccount.errors.tokenRefused");
  return body;
}

/** The tokens of a token answer merged into an account's secrets and settings. */
export function withTokens(row: Pick<MailAccountRow, "secrets" | "settings">, answer: TokenAnswer) {
  const expiresIn = typeof answer.expires_in === "number" ? answer.expires_in : Number(answer.expires_in) || 3600;
  const secrets: AccountSecrets = { ...secretsOf(row.secrets), accessToken: String(answer.access_token) };
  if (typeof answer.refresh_token === "string" && answer.refresh_token) secrets.refreshToken = answer.refresh_token;
  const settings: AccountSettings = {
    ...settingsOf(row.settings),
    accessExpires: new Date(Date.now() + expiresIn * 1000).toISOString(),
  };
  return { secrets, settings };
}

/** An OAuth account's access token, refreshed at the token endpoint (and kept) when it is about to expire. */
export async function accessToken(row: MailAccountRow, tx: Tx = db()): Promise<string> {
  const secrets = secretsOf(row.secrets);
  const settings = settingsOf(row.settings);
  const fresh = settings.accessExpires && Date.parse(settings.accessExpires) > Date.now() + 60_000;
  if (secrets.accessToken && fresh) return secrets.accessToken;
  if (!secrets.refreshToken || !isOAuth(row.auth))
    throw new AppError("NOT_CONFIGURED", "mailAccount.errors.notConnected");
  const answer = await postToken(oauthProvider(row.auth, settings.oauthTenant).tokenUrl, {
    grant_type: "refresh_token",
    refresh_token: secrets.refreshToken,
    client_id: settings.oauthClientId ?? "",
    ...(secrets.oauthClientSecret ? { client_secret: secrets.oauthClientSecret } : {}),
  });
  const next = withTokens(row, answer);
  await tx.mailAccount.update({
    where: { id: row.id },
    data: { secrets: next.secrets as Prisma.InputJsonValue, settings: next.settings as Prisma.InputJsonValue },
  });
  return next.secrets.accessToken!;
}

/** The login to an account's SMTP or IMAP server: a password, or XOAUTH2 with a fresh access token. */
export async function loginOf(
  row: MailAccountRow,
  server: "smtp" | "imap",
): Promise<{ user: string; pass: string } | { user: string; accessToken: string }> {
  if (isOAuth(row.auth)) return { user: row.email, accessToken: await accessToken(row) };
  const s = secretsOf(row.secrets);
  return server === "smtp"
    ? { user: row.smtpUser || row.email, pass: s.smtpPassword ?? "" }
    : { user: row.imapUser || row.email, pass: s.imapPassword ?? "" };
}

/** The account a mail of this resort or vessel (or of neither) leaves through; undefined: none is set up. */
export async function sendingAccount(
  asset: { resortId?: number | null; vesselId?: number | null; accountId?: number | null },
  tx: Tx = db(),
): Promise<MailAccountRow | undefined> {
  const usable = {
    isActive: true,
    OR: [{ smtpHost: { not: null } }, { auth: { in: ["google", "microsoft"] } }],
  } satisfies Prisma.MailAccountWhereInput;
  const first = (where: Prisma.MailAccountWhereInput) =>
    tx.mailAccount.findFirst({ where: { ...usable, ...where }, orderBy: { id: "asc" }, select: accountSelect });
  if (asset.accountId) {
    const named = await first({ id: asset.accountId });
    if (named) return named;
  }
  const own =
    (asset.resortId && (await first({ resortId: asset.resortId }))) ||
    (asset.vesselId && (await first({ vesselId: asset.vesselId })));
  return own || (await first({ resortId: null, vesselId: null })) || undefined;
}

/** The servers of an account: what was typed, or the OAuth provider's. */
export function serverOf(row: MailAccountRow, server: "smtp" | "imap") {
  const typed =
    server === "smtp"
      ? { host: row.smtpHost, port: row.smtpPort, security: row.smtpSecurity as Security }
      : { host: row.imapHost, port: row.imapPort, security: row.imapSecurity as Security };
  if (typed.host || !isOAuth(row.auth)) return typed;
  return oauthProvider(row.auth, settingsOf(row.settings).oauthTenant)[server];
}

/** nodemailer's transport options for an account (timeouts short enough for the outbox to retry). */
export async function smtpOptions(row: MailAccountRow) {
  const { host, port, security } = serverOf(row, "smtp");
  const login = await loginOf(row, "smtp");
  return {
    host: host ?? "",
    port,
    secure: security === "tls",
    requireTLS: security === "starttls",
    ignoreTLS: security === "none",
    auth:
      "accessToken" in login
        ? { type: "OAuth2" as const, user: login.user, accessToken: login.accessToken }
        : login.pass
          ? { user: login.user, pass: login.pass }
          : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  };
}
