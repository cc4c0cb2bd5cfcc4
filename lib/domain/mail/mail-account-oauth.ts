// Connecting a Google or Microsoft mail account (OAuth 2.0 authorization code with PKCE): the start
// makes a state and a PKCE verifier, keeps the state's hash (and who started the flow) on the
// account and the verifier with its secrets, and answers the provider's authorization URL; the
// callback finds the account by the state's hash, within ten minutes and for the same user only,
// exchanges the code for tokens at the provider's token endpoint and keeps them as secrets. The
// flow is ended either way: a state is good once. The tokens log in to SMTP and IMAP by XOAUTH2
// (lib/mail/mail-accounts.ts refreshes the access token).
import { createHash, randomBytes } from "node:crypto";
import type { Principal } from "../../auth/principal";
import { hashToken, newToken } from "../../auth/tokens";
import { auditBy } from "../../core/audit";
import { db, transaction, type Prisma, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import {
  accountSelect,
  isOAuth,
  oauthProvider,
  postToken,
  secretsOf,
  settingsOf,
  withTokens,
  type AccountSecrets,
  type AccountSettings,
} from "../../mail/mail-accounts";
import { mailAccountWhere } from "./mail-account-resource";

const FLOW_MINUTES = 10;
const base64url = (b: Buffer) => b.toString("base64url");

const json = (v: AccountSecrets | AccountSettings) => v as Prisma.InputJsonValue;

/** The account `id` as `actor` may see it, or 404. */
async function visibleAccount(id: number, actor: Principal, tx: Tx) {
  const where = mailAccountWhere(actor);
  const row = await tx.mailAccount.findFirst({
    where: { AND: [{ id }, ...(where ? [where] : [])] },
    select: accountSelect,
  });
  if (!row) throw notFound();
  return row;
}

/** Starts the flow: the provider's authorization URL to send the user to. */
export async function startMailOAuth(
  input: { id: number; redirectUri: string },
  actor: Principal,
  tx?: Tx,
): Promise<{ url: string }> {
  return transaction(
    async (tx) => {
      const row = await visibleAccount(input.id, actor, tx);
      if (!isOAuth(row.auth)) throw new AppError("NOT_CONFIGURED", "mailAccount.errors.notOAuth");
      const settings = settingsOf(row.settings);
      if (!settings.oauthClientId) throw new AppError("NOT_CONFIGURED", "mailAccount.errors.noClientId");
      const provider = oauthProvider(row.auth, settings.oauthTenant);
      const state = newToken();
      const verifier = base64url(randomBytes(48));
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      const pending = {
        stateHash: hashToken(state),
        userId: actor.user?.id ?? null,
        expires: new Date(Date.now() + FLOW_MINUTES * 60_000).toISOString(),
      };
      await tx.mailAccount.update({
        where: { id: row.id },
        data: {
          settings: json({ ...settings, oauthPending: pending }),
          secrets: json({ ...secretsOf(row.secrets), oauthVerifier: verifier }),
        },
      });
      const url = new URL(provider.authUrl);
      const params = {
        client_id: settings.oauthClientId,
        redirect_uri: input.redirectUri,
        response_type: "code",
        scope: provider.scope,
        state,
        code_challenge: challenge,
        code_challenge_method: "S256",
        login_hint: row.email,
        ...provider.extra,
      };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return { url: url.toString() };
    },
    { tx },
  );
}

/** Ends the flow: the code exchanged for tokens, kept on the account; the account's id. */
export async function finishMailOAuth(
  input: { state: string; code?: string; error?: string; redirectUri: string },
  actor: Principal,
): Promise<{ id: number }> {
  const stateHash = hashToken(input.state);
  const where = mailAccountWhere(actor);
  const row = await db().mailAccount.findFirst({
    where: {
      AND: [{ settings: { path: ["oauthPending", "stateHash"], equals: stateHash } }, ...(where ? [where] : [])],
    },
    select: accountSelect,
  });
  const settings = settingsOf(row?.settings);
  const pending = settings.oauthPending;
  if (!row || !pending || !isOAuth(row.auth)) throw new AppError("BAD_REQUEST", "mailAccount.errors.flowExpired");
  const { oauthVerifier, ...secrets } = secretsOf(row.secrets);
  const { oauthPending: _, ...rest } = settings;
  // a state is good once, whatever comes of it
  await db().mailAccount.update({ where: { id: row.id }, data: { settings: json(rest), secrets: json(secrets) } });
  if (Date.parse(pending.expires) < Date.now() || pending.userId !== (actor.user?.id ?? null) || !oauthVerifier)
    throw new AppError("BAD_REQUEST", "mailAccount.errors.flowExpired");
  if (input.error || !input.code) throw new AppError("BAD_GATEWAY", "mailAccount.errors.tokenRefused");
  const answer = await postToken(oauthProvider(row.auth, settings.oauthTenant).tokenUrl, {
    grant_type: "authorization_code",
    code: input.code,
    redirect_uri: input.redirectUri,
    client_id: settings.oauthClientId ?? "",
    code_verifier: oauthVerifier,
    ...(secrets.oauthClientSecret ? { client_secret: secrets.oauthClientSecret } : {}),
  });
  if (typeof answer.refresh_token !== "string") throw new AppError("BAD_GATEWAY", "mailAccount.errors.tokenRefused");
  const next = withTokens({ secrets, settings: rest }, answer);
  return transaction(async (tx) => {
    await tx.mailAccount.update({
      where: { id: row.id },
      data: {
        secrets: json(next.secrets),
        settings: json({ ...next.settings, connectedAt: new Date().toISOString() }),
      },
    });
    await auditBy(tx, actor, {
      action: "mailAccount.connected",
      entity: "mailaccount",
      entityId: row.id,
      data: { provider: row.auth },
    });
    return { id: row.id };
  });
}
