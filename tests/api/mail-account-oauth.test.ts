// Connecting a Google or Microsoft mail account: GET /api/mailaccount/{id}/oauth/connect redirects
// to the provider's authorization URL with state and PKCE; the callback exchanges the code at the
// token endpoint (a local stand-in of the provider, endpoints set by env) with the verifier that
// matches the challenge, keeps the tokens as secrets and the mail then leaves through a real SMTP
// server that accepts only that access token (XOAUTH2); an expired token is refreshed first. A
// state is good once and only for the user who started; bad input, scopes and a refusing provider.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as get } from "@/app/api/[resource]/[id]/route";
import { GET as connect } from "@/app/api/mailaccount/[id]/oauth/connect/route";
import { GET as callback } from "@/app/api/mailaccount/oauth/callback/route";
import { db } from "@/lib/core/db";
import { resetEnvCache } from "@/lib/core/env";
import { sendMail } from "@/lib/mail/mailer";
import { seedUser } from "@/prisma/seed/factories";
import { seedResource, tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";
import { startLoginSmtp } from "../helpers/mail-servers";

type TokenCall = Record<string, string>;
const tokenCalls: TokenCall[] = [];
let refuse = false;
let issued = 0;
let provider: http.Server;
let base = "";
let smtp: Awaited<ReturnType<typeof startLoginSmtp>>;
let mailAdmin: string, other: string, nobody: string;

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      if (req.url !== "/token" || req.method !== "POST") return res.writeHead(404).end();
      const form = Object.fromEntries(new URLSearchParams(body));
      tokenCalls.push(form);
      if (refuse) return res.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid_grant"}');
      issued++;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          access_token: `access-${issued}`,
          ...(form.grant_type === "authorization_code" ? { refresh_token: "refresh-1" } : {}),
          expires_in: 3600,
          token_type: "Bearer",
        }),
      );
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  process.env.MAIL_OAUTH_GOOGLE_AUTH_URL = `${base}/auth`;
  process.env.MAIL_OAUTH_GOOGLE_TOKEN_URL = `${base}/token`;
  process.env.MAIL_OAUTH_MICROSOFT_AUTH_URL = `${base}/{tenant}/authorize`;
  process.env.MAIL_OAUTH_MICROSOFT_TOKEN_URL = `${base}/{tenant}/token`;
  resetEnvCache();
  smtp = await startLoginSmtp({ user: "desk@harbour.test", token: "access-1" });
  const user = await seedUser(db(), { scopes: ["mail.update"] });
  mailAdmin = await tokenFor(user.id);
  other = await tokenWith(["mail.update"]);
  nobody = await tokenWith(["bookings.read"]);
});

afterAll(async () => {
  for (const k of ["GOOGLE_AUTH", "GOOGLE_TOKEN", "MICROSOFT_AUTH", "MICROSOFT_TOKEN"])
    delete process.env[`MAIL_OAUTH_${k}_URL`];
  resetEnvCache();
  await smtp.stop();
  await new Promise<void>((resolve) => provider.close(() => resolve()));
});

const newAccount = async (body: Record<string, unknown>) =>
  (
    await seedResource(mailAdmin, "mailaccount", {
      name: "Google desk",
      email: "desk@harbour.test",
      auth: "google",
      oauthClientId: "client-1",
      oauthClientSecret: "client-secret",
      smtpHost: "127.0.0.1",
      smtpPort: smtp.port,
      smtpSecurity: "none",
      ...body,
    })
  ).id;

const start = (id: number | string, token = mailAdmin) =>
  call(connect, { token, params: { id: String(id) }, path: `/api/mailaccount/${id}/oauth/connect` });

describe("OAuth of a mail account", () => {
  it("redirects to the provider, exchanges the code with the PKCE verifier and sends by XOAUTH2", async () => {
    const id = await newAccount({});
    const started = await start(id);
    expect(started.status, started.text).toBe(302);
    const url = new URL(started.headers.get("location")!);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/auth`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      client_id: "client-1",
      response_type: "code",
      scope: "https://mail.google.com/",
      code_challenge_method: "S256",
      access_type: "offline",
      login_hint: "desk@harbour.test",
    });
    expect(q.redirect_uri).toMatch(/^http:\/\/localhost(:\d+)?\/api\/mailaccount\/oauth\/callback$/);
    expect(q.state.length).toBeGreaterThanOrEqual(51);

    const back = await call(callback, { token: mailAdmin, query: { state: q.state, code: "the-code" } });
    expect(back.status, back.text).toBe(302);
    expect(back.headers.get("location")).toBe(`/config/mailaccounts/${id}?connected=1`);
    const exchange = tokenCalls.at(-1)!;
    expect(exchange).toMatchObject({
      grant_type: "authorization_code",
      code: "the-code",
      client_id: "client-1",
      client_secret: "client-secret",
      redirect_uri: q.redirect_uri,
    });
    expect(createHash("sha256").update(exchange.code_verifier).digest("base64url")).toBe(q.code_challenge);

    const shown = await call(get, { token: mailAdmin, params: { resource: "mailaccount", id: String(id) } });
    expect(shown.body).toMatchObject({ oauthConnected: true, oauthClientSecretSet: true });
    expect(shown.text).not.toMatch(/access-1|refresh-1|client-secret/);

    // the state was used: once only
    const again = await call(callback, { token: mailAdmin, query: { state: q.state, code: "the-code" } });
    expect(again.status).toBe(400);

    const sent = await sendMail({ to: "guest@example.com", subject: "By OAuth", text: "Hello" });
    expect(sent.accountId).toBe(id);
    expect(smtp.mails.at(-1)).toMatchObject({ user: "desk@harbour.test", to: ["guest@example.com"] });

    // an expired access token is refreshed at the token endpoint before the mail leaves
    const row = await db().mailAccount.findUniqueOrThrow({ where: { id } });
    await db().mailAccount.update({
      where: { id },
      data: { settings: { ...(row.settings as object), accessExpires: new Date(Date.now() - 1000).toISOString() } },
    });
    await smtp.stop();
    const fresh = await startLoginSmtp({ user: "desk@harbour.test", token: "access-2" });
    await db().mailAccount.update({ where: { id }, data: { smtpPort: fresh.port } });
    await sendMail({ to: "guest@example.com", subject: "Refreshed", text: "Hello" });
    expect(tokenCalls.at(-1)).toMatchObject({ grant_type: "refresh_token", refresh_token: "refresh-1" });
    expect(fresh.mails).toHaveLength(1);
    await fresh.stop();
    smtp = await startLoginSmtp({ user: "desk@harbour.test", token: "access-1" });
    await db().mailAccount.delete({ where: { id } });
  });

  it("a Microsoft account goes to its tenant's endpoints", async () => {
    const id = await newAccount({ auth: "microsoft", oauthTenant: "contoso.onmicrosoft.com" });
    const started = await start(id);
    const url = new URL(started.headers.get("location")!);
    expect(url.pathname).toBe("/contoso.onmicrosoft.com/authorize");
    expect(url.searchParams.get("scope")).toContain("offline_access");
    expect(url.searchParams.get("scope")).toContain("SMTP.Send");
    await db().mailAccount.delete({ where: { id } });
  });

  it("refuses what it cannot start or finish, never with a 500", async () => {
    const password = await newAccount({ auth: "password" });
    expect((await start(password)).status).toBe(409);
    const noClient = await newAccount({ oauthClientId: "" });
    expect((await start(noClient)).status).toBe(409);
    expect((await start("abc")).status).toBe(400);
    expect((await start(999999)).status).toBe(404);
    expect((await start(password, nobody)).status).toBe(403);
    expect((await call(connect, { params: { id: String(password) } })).status).toBe(401);

    const id = await newAccount({});
    const state = new URL((await start(id)).headers.get("location")!).searchParams.get("state")!;
    // another user cannot end a flow someone else started
    expect((await call(callback, { token: other, query: { state, code: "c" } })).status).toBe(400);
    expect((await call(callback, { token: mailAdmin, query: { code: "c" } })).status).toBe(400);
    expect((await call(callback, { token: mailAdmin, query: { state: "forged", code: "c" } })).status).toBe(400);

    // the provider refuses the code: 502 with a message, the account stays unconnected
    refuse = true;
    const state2 = new URL((await start(id)).headers.get("location")!).searchParams.get("state")!;
    const refused = await call(callback, {
      token: mailAdmin,
      query: { state: state2, code: "c" },
      headers: { "accept-language": "en" },
    });
    refuse = false;
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/refused/);
    const shown = await call(get, { token: mailAdmin, params: { resource: "mailaccount", id: String(id) } });
    expect(shown.body.oauthConnected).toBe(false);
    await db().mailAccount.deleteMany({ where: { id: { in: [id, password, noClient] } } });
  });
});
