// The mail queue: a mail the server refuses stays queued with its error and a later attempt (backoff),
// is given up after the outbox's last attempt (failed), and goes out when planned again
// (POST /api/mailqueue/{id}/plan); the list with its filters and the statistics per day; bad input
// and scopes. Against a real SMTP server in the test process (and a port where none listens).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendCustomerMail } from "@/app/api/customers/sendMail/route";
import { POST as createTemplate } from "@/app/api/mail/template/route";
import { GET as queue } from "@/app/api/mailqueue/route";
import { POST as plan } from "@/app/api/mailqueue/[id]/plan/route";
import { GET as statistics } from "@/app/api/mailqueue/statistics/route";
import { resetEnvCache } from "@/lib/core/env";
import { db } from "@/lib/core/db";
import { deliverOutbox, MAX_ATTEMPTS } from "@/lib/core/outbox";
import { resetMailer } from "@/lib/mail/mailer";
import { seedCustomer } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { startSmtp } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string, reader: string, nobody: string, customerId: number, templateId: number;
let smtpUrl: string;

/** The mail server is down: nothing listens on the port. */
function serverDown() {
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  resetEnvCache();
  resetMailer();
}
function serverUp() {
  process.env.SMTP_URL = smtpUrl;
  resetEnvCache();
  resetMailer();
}

const mailCustomer = async (subject: string) => {
  const res = await call(sendCustomerMail, {
    method: "POST",
    token: admin,
    body: { customerId, templateId, content: { subject, html: "<p>Hi {{customer.firstName}}</p>" } },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.mailId as number;
};

beforeAll(async () => {
  smtp = await startSmtp();
  smtpUrl = process.env.SMTP_URL!;
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["mailqueue.read"]);
  nobody = await tokenWith(["bookings.read"]);
  customerId = (await seedCustomer(db(), { firstName: "Quinn", lastName: "Queue", email: "quinn@example.com" })).id;
  templateId = (
    await call(createTemplate, {
      method: "POST",
      token: admin,
      body: { name: "News", content: { de: { subject: "News", html: "<p>News</p>" } } },
    })
  ).body.id;
});

afterAll(async () => {
  await smtp.stop();
});

describe("the mail queue", () => {
  it("keeps a refused mail queued with the server's error and a later attempt, then sends it when planned", async () => {
    serverDown();
    const id = await mailCustomer("Refused at first");
    const row = await db().mailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row.smtpAnswer).toMatch(/ECONNREFUSED|connect/i);
    const waiting = await call(queue, { token: reader, query: { "filter[status]": "queued" } });
    expect(waiting.status).toBe(200);
    const listed = waiting.body.data.find((m: { id: number }) => m.id === id);
    expect(listed).toMatchObject({ to: "quinn@example.com", subject: "Refused at first", status: "queued" });
    // retried with backoff: not before a minute from now
    expect(new Date(listed.nextAttemptAt).getTime()).toBeGreaterThan(Date.now() + 30_000);

    serverUp();
    const before = smtp.mails.length;
    const planned = await call(plan, { method: "POST", token: admin, params: { id: String(id) }, body: {} });
    expect(planned.status, planned.text).toBe(200);
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.last()!.subject).toBe("Refused at first");
    expect(await db().mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 2 });
    // sent: nothing to plan
    expect((await call(plan, { method: "POST", token: admin, params: { id: String(id) }, body: {} })).status).toBe(409);
  });

  it("marks a mail failed when the outbox gives up, and starts its attempts anew when planned", async () => {
    serverDown();
    const id = await mailCustomer("Given up");
    const { outboxId } = await db().mailMessage.findUniqueOrThrow({ where: { id } });
    await db().outboxMessage.update({
      where: { id: outboxId! },
      data: { attempts: MAX_ATTEMPTS - 1, availableAt: new Date() },
    });
    await deliverOutbox({ ids: [outboxId!] });
    expect(await db().mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "failed",
      attempts: MAX_ATTEMPTS,
    });
    const failed = await call(queue, { token: reader, query: { "filter[status]": "failed" } });
    expect(failed.body.data.map((m: { id: number }) => m.id)).toContain(id);

    // planned for later: queued, not sent yet
    const later = new Date(Date.now() + 3600_000).toISOString();
    const res = await call(plan, { method: "POST", token: admin, params: { id: String(id) }, body: { at: later } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.nextAttemptAt).toBe(later);
    expect((await db().outboxMessage.findUniqueOrThrow({ where: { id: outboxId! } })).attempts).toBe(0);
    serverUp();
    const now = await call(plan, { method: "POST", token: admin, params: { id: String(id) }, body: {} });
    expect(now.status).toBe(200);
    expect(await db().mailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("counts sent and failed mails per day", async () => {
    const res = await call(statistics, { token: reader, query: { days: "7" } });
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.at(-1).sent).toBeGreaterThanOrEqual(2);
    expect((await call(statistics, { token: reader, query: { days: "0" } })).status).toBe(400);
    expect((await call(statistics, { token: reader, query: { days: "x" } })).status).toBe(400);
  });

  it("refuses bad input and callers without the scopes", async () => {
    expect((await call(queue, { token: reader, query: { "filter[status]": "lost" } })).status).toBe(400);
    expect((await call(queue, { token: reader, query: { "filter[colour]": "red" } })).status).toBe(400);
    expect((await call(plan, { method: "POST", token: admin, params: { id: "999999" }, body: {} })).status).toBe(404);
    expect((await call(plan, { method: "POST", token: admin, params: { id: "x" }, body: {} })).status).toBe(400);
    expect(
      (await call(plan, { method: "POST", token: admin, params: { id: "1" }, body: { at: "tomorrow" } })).status,
    ).toBe(400);
    expect((await call(queue, { token: nobody })).status).toBe(403);
    expect((await call(statistics, { token: nobody })).status).toBe(403);
    expect((await call(plan, { method: "POST", token: reader, params: { id: "1" }, body: {} })).status).toBe(403);
  });
});
