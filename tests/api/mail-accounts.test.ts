// Mail accounts (/api/mailaccount on the resource engine): bad input is a 400 naming the field, the
// scope mail.update is needed, passwords are kept but never answered (a save without one keeps it),
// a user limited to one resort sees neither another resort's account nor makes one. The mailer
// sends a resort's mail through the resort's account, anything else through the operator's, and
// without an account through SMTP_URL as before: each checked on a real SMTP server that demands
// the account's login.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { GET as get, POST as update } from "@/app/api/[resource]/[id]/route";
import { db } from "@/lib/core/db";
import { sendMail } from "@/lib/mail/mailer";
import { seedResort, seedUser } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";
import { startLoginSmtp } from "../helpers/mail-servers";
import { startSmtp } from "../helpers/smtp";

let admin: string, mailAdmin: string, nobody: string;
let resortA: number, resortB: number;

beforeAll(async () => {
  admin = await tokenWith(["admin"]);
  mailAdmin = await tokenWith(["mail.update"]);
  nobody = await tokenWith(["bookings.read", "mail.read"]);
  resortA = (await seedResort(db(), { name: "Resort A", code: "MA" })).resort.id;
  resortB = (await seedResort(db(), { name: "Resort B", code: "MB" })).resort.id;
});

const account = (token: string, body: Record<string, unknown> = {}) =>
  call(create, {
    method: "POST",
    token,
    params: { resource: "mailaccount" },
    body: {
      name: "Front desk",
      email: "frontdesk@harbour.test",
      smtpHost: "127.0.0.1",
      smtpPort: 2525,
      smtpSecurity: "none",
      smtpUser: "frontdesk",
      smtpPassword: "s3cret",
      ...body,
    },
    headers: { "accept-language": "en" },
  });

describe("mail accounts", () => {
  it("refuses bad input field by field, in the caller's language", async () => {
    const bad = await account(mailAdmin, {
      email: "not an address",
      smtpHost: "smtp host; rm -rf",
      smtpPort: 70000,
      smtpSecurity: "ssl3",
      auth: "yahoo",
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.fields.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual(["auth", "email", "smtpHost", "smtpPort", "smtpSecurity"]);
    const host = bad.body.fields.find((f: { path: string }) => f.path === "smtpHost");
    expect(host.message).toBe("Enter a host name such as mail.example.com");
    const german = await call(create, {
      method: "POST",
      token: mailAdmin,
      params: { resource: "mailaccount" },
      body: { name: "x", email: "x@y.de", smtpHost: "a b" },
      headers: { "accept-language": "de" },
    });
    expect(german.body.fields[0].message).toBe("Geben Sie einen Hostnamen wie mail.example.com ein");
    const both = await account(mailAdmin, { resortId: resortA, vesselId: 1 });
    expect(both.status).toBe(400);
  });

  it("needs mail.update: others get a 403, guests a 401", async () => {
    expect((await account(nobody)).status).toBe(403);
    expect((await call(list, { token: nobody, params: { resource: "mailaccount" } })).status).toBe(403);
    expect((await call(list, { params: { resource: "mailaccount" } })).status).toBe(401);
  });

  it("keeps passwords but never answers them; a save without one keeps it", async () => {
    const made = await account(mailAdmin, { imapHost: "imap.harbour.test", imapPassword: "imap-pw" });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({
      name: "Front desk",
      smtpHost: "127.0.0.1",
      smtpPasswordSet: true,
      imapPasswordSet: true,
      oauthConnected: false,
      auth: "password",
    });
    expect(made.text).not.toContain("s3cret");
    expect(made.text).not.toContain("imap-pw");
    expect(made.body).not.toHaveProperty("secrets");
    const id = String(made.body.id);
    const saved = await call(update, {
      method: "POST",
      token: mailAdmin,
      params: { resource: "mailaccount", id },
      body: { name: "Reception", smtpPassword: "" },
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ name: "Reception", smtpPasswordSet: true });
    const row = await db().mailAccount.findUniqueOrThrow({ where: { id: Number(id) } });
    expect(row.secrets).toMatchObject({ smtpPassword: "s3cret", imapPassword: "imap-pw" });
    const read = await call(get, { token: mailAdmin, params: { resource: "mailaccount", id } });
    expect(read.text).not.toContain("s3cret");
    await db().mailAccount.delete({ where: { id: Number(id) } });
  });

  it("a user limited to resort A neither sees nor makes an account of resort B", async () => {
    const user = await seedUser(db(), { scopes: ["mail.update"] });
    await db().user.update({ where: { id: user.id }, data: { allowedResortIds: [resortA] } });
    const limited = await tokenFor(user.id);
    const ofB = await account(admin, { name: "B", resortId: resortB, isActive: false });
    const ofA = await account(admin, { name: "A", resortId: resortA, isActive: false });
    const seen = (
      await call(list, { token: limited, params: { resource: "mailaccount" }, query: { size: 500 } })
    ).body.data.map((a: { id: number }) => a.id);
    expect(seen).toContain(ofA.body.id);
    expect(seen).not.toContain(ofB.body.id);
    expect(
      (await call(get, { token: limited, params: { resource: "mailaccount", id: String(ofB.body.id) } })).status,
    ).toBe(404);
    const made = await account(limited, { name: "B by A", resortId: resortB });
    expect(made.status).toBe(400);
    expect(made.body.fields[0]).toMatchObject({ path: "resortId" });
    await db().mailAccount.deleteMany({ where: { id: { in: [ofA.body.id, ofB.body.id] } } });
  });
});

describe("the mailer picks the account", () => {
  let fallback: Awaited<ReturnType<typeof startSmtp>>;
  let operatorServer: Awaited<ReturnType<typeof startLoginSmtp>>;
  let resortServer: Awaited<ReturnType<typeof startLoginSmtp>>;

  beforeAll(async () => {
    fallback = await startSmtp();
    operatorServer = await startLoginSmtp({ user: "office", pass: "office-pw" });
    resortServer = await startLoginSmtp({ user: "resort-a", pass: "resort-pw" });
  });
  afterAll(async () => {
    await fallback.stop();
    await operatorServer.stop();
    await resortServer.stop();
  });

  it("resort A's mail through resort A's account, the rest through the operator's, none: SMTP_URL", async () => {
    const office = await account(mailAdmin, {
      name: "Office",
      email: "office@harbour.test",
      smtpPort: operatorServer.port,
      smtpUser: "office",
      smtpPassword: "office-pw",
    });
    const ofA = await account(mailAdmin, {
      name: "Resort A desk",
      email: "desk@resort-a.test",
      resortId: resortA,
      smtpPort: resortServer.port,
      smtpUser: "resort-a",
      smtpPassword: "resort-pw",
    });
    expect([office.status, ofA.status]).toEqual([201, 201]);

    const viaA = await sendMail({
      to: "guest@example.com",
      subject: "Your stay at A",
      text: "Hello",
      resortId: resortA,
    });
    expect(viaA).toMatchObject({ via: "smtp", accountId: ofA.body.id });
    expect(resortServer.mails).toHaveLength(1);
    expect(resortServer.mails[0]).toMatchObject({
      from: "desk@resort-a.test",
      to: ["guest@example.com"],
      user: "resort-a",
    });
    expect(resortServer.mails[0].raw).toMatch(/^From: "?Resort A desk"? <desk@resort-a\.test>/m);

    await sendMail({ to: "guest@example.com", subject: "Your stay at B", text: "Hello", resortId: resortB });
    await sendMail({ to: "agent@example.com", subject: "Statement", text: "Hello" });
    expect(operatorServer.mails.map((m) => m.to[0])).toEqual(["guest@example.com", "agent@example.com"]);
    expect(operatorServer.mails.every((m) => m.user === "office" && m.from === "office@harbour.test")).toBe(true);
    expect(resortServer.mails).toHaveLength(1);

    // a wrong password: the server refuses, the mailer says so (the outbox retries it)
    await db().mailAccount.update({
      where: { id: office.body.id },
      data: { secrets: { smtpPassword: "wrong" } },
    });
    await expect(sendMail({ to: "agent@example.com", subject: "Again", text: "Hello" })).rejects.toThrow(/Invalid/);

    // switched off: today's behaviour, SMTP_URL
    await db().mailAccount.updateMany({ data: { isActive: false } });
    const plain = await sendMail({ to: "guest@example.com", subject: "Without account", text: "Hello" });
    expect(plain.accountId).toBeUndefined();
    expect(fallback.last()?.subject).toBe("Without account");
    await db().mailAccount.deleteMany({});
  });
});
