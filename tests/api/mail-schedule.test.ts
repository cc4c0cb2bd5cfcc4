// The mail scheduler (feature mailScheduler) against a real SMTP server in the test process: rules
// on /api/mailschedule (bad input field by field, scopes), the job run twice and twice at once
// sends one mail per booking (and none to a cancelled one), the planned list, a skipped mail is
// never sent, the test mail to the current user, and the feature switched off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listRules } from "@/app/api/[resource]/route";
import { POST as updateRule } from "@/app/api/[resource]/[id]/route";
import { POST as cancel } from "@/app/api/bookings/[id]/cancell/route";
import { POST as createTemplate } from "@/app/api/mail/template/route";
import { POST as testRule } from "@/app/api/mailschedule/[id]/test/route";
import { GET as scheduled } from "@/app/api/mailschedule/scheduled/route";
import { DELETE as skip } from "@/app/api/mailschedule/scheduled/[id]/route";
import { POST as writeGroup } from "@/app/api/settings/group/[group]/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { sendScheduledMails } from "@/lib/domain/mail/send-scheduled-mails";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";
import { bookStay, seedInvoicing, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { apiCreate } from "../helpers/resource-calls";
import { startSmtp } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: string, admin: string, mailAdmin: string, reader: string, nobody: string;
let resortId: number, rooms: number[], customerId: number, templateId: number, today: string;
let next = 0;
const en = { "accept-language": "en" };
const DAY = 86_400_000;

const reminder = {
  name: "Guest form reminder",
  category: "Information",
  content: {
    de: {
      subject: "Bald geht es los: {{booking.number}}",
      html: "<p>Hallo {{customer.name}}, Anreise {{booking.arrival}}</p>",
    },
    en: {
      subject: "See you soon: {{booking.number}}",
      html: "<p>Hello {{customer.name}}, arrival {{booking.arrival}}</p>",
    },
  },
};

const rule = (body: Record<string, unknown>, token = mailAdmin, lang = "en") =>
  apiCreate(token, "mailschedule", body, lang);

/** A confirmed stay of the customer arriving `days` from today (a room of its own). */
const arriving = (days: number) =>
  bookStay(staff, { resortId, customerId, roomId: rooms[next++], from: addCalendarDays(today, days) });

const mailsTo = (subject: string) => smtp.mails.filter((m) => m.subject === subject);

beforeAll(async () => {
  smtp = await startSmtp();
  ({ staff, resortId, rooms, customerId } = await seedInvoicing(8, GERMAN_COMPANY_WITH_BANK));
  admin = await tokenWith(["admin"], { email: "lead@harbour.test" });
  mailAdmin = await tokenWith(["mail.update"], { email: "mailer@harbour.test" });
  reader = await tokenWith(["mailschedule.read"]);
  nobody = await tokenWith(["bookings.read", "mail.read"]);
  templateId = (await call(createTemplate, { method: "POST", token: admin, body: reminder })).body.id;
  today = await operatorToday();
});

afterAll(async () => {
  await smtp.stop();
});

describe("mail schedule rules (/api/mailschedule)", () => {
  it("refuses bad input field by field, in the caller's language", async () => {
    const bad = await rule({
      name: "",
      templateId: 999_999,
      anchor: "birthday",
      offsetDays: 5000,
      recipient: "captain",
      states: ["nonsense"],
      channels: ["Fax"],
      bookedBy: "maybe",
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.fields.map((f: { path: string }) => f.path.split(".")[0]).sort();
    expect([...new Set(paths)]).toEqual([
      "anchor",
      "bookedBy",
      "channels",
      "name",
      "offsetDays",
      "recipient",
      "states",
    ]);
    // a template that is not there
    const missing = await rule({ name: "Lost", templateId: 999_999 });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual([
      expect.objectContaining({ path: "templateId", message: "Choose a mail template that exists." }),
    ]);
    const german = await rule({ name: "x", templateId, offsetDays: "soon" }, mailAdmin, "de");
    expect(german.status).toBe(400);
    expect(german.body.fields[0].path).toBe("offsetDays");
    expect(german.body.fields[0].message).not.toMatch(/number/i);
  });

  it("is read with mailschedule.read, written with mail.update only", async () => {
    const made = await rule({ name: "Feedback", templateId, anchor: "departure", offsetDays: 2, active: false });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ name: "Feedback", anchor: "departure", offsetDays: 2, recipient: "customer" });
    const list = await call(listRules, { token: reader, params: { resource: "mailschedule" } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r: { name: string }) => r.name)).toContain("Feedback");
    expect((await rule({ name: "Nope", templateId }, reader)).status).toBe(403);
    expect((await call(listRules, { token: nobody, params: { resource: "mailschedule" } })).status).toBe(403);
    expect((await call(listRules, { params: { resource: "mailschedule" } })).status).toBe(401);
    const changed = await call(updateRule, {
      method: "POST",
      token: mailAdmin,
      params: { resource: "mailschedule", id: String(made.body.id) },
      body: { offsetDays: 3, recipient: "guests" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ offsetDays: 3, recipient: "guests" });
  });
});

describe("the scheduler's job", () => {
  let ruleId: number;
  it("sends a rule's mail once per booking, run twice and twice at once, and nothing to a cancelled booking", async () => {
    const due = await arriving(30);
    const caughtUp = await arriving(29); // due yesterday: still sent (catching up)
    const cancelled = await arriving(28);
    const later = await arriving(45);
    const c = await call(cancel, { method: "POST", token: staff, params: { id: String(cancelled.id) }, headers: en });
    expect(c.status, c.text).toBe(200);
    const made = await rule({
      name: "30 days before",
      templateId,
      anchor: "arrival",
      offsetDays: -30,
      resortIds: [resortId],
    });
    expect(made.status, made.text).toBe(201);
    ruleId = made.body.id;

    await Promise.all([sendScheduledMails(), sendScheduledMails()]);
    await sendScheduledMails();
    for (const b of [due, caughtUp]) {
      const got = mailsTo(`Bald geht es los: ${b.bookingNo}`);
      expect(got, b.bookingNo).toHaveLength(1);
      expect(got[0].to).toEqual(["erika@example.com"]);
    }
    expect(mailsTo(`Bald geht es los: ${cancelled.bookingNo}`)).toHaveLength(0);
    expect(mailsTo(`Bald geht es los: ${later.bookingNo}`)).toHaveLength(0);
    const rows = await db().scheduledMail.findMany({ where: { ruleId } });
    expect(rows.map((r) => [r.bookingId, r.status]).sort()).toEqual(
      [
        [due.id, "sent"],
        [caughtUp.id, "sent"],
      ].sort(),
    );
    // the mail is the booking's: in its history with the template
    const mail = await db().mailMessage.findUniqueOrThrow({ where: { id: rows[0].mailIds[0] } });
    expect(mail).toMatchObject({ kind: "scheduler", templateId, status: "sent" });

    // what was sent is listed as done
    const done = await call(scheduled, { token: reader, query: { state: "done", ruleId: String(ruleId) } });
    expect(done.status, done.text).toBe(200);
    expect(done.body.total).toBe(2);
    expect(done.body.data[0]).toMatchObject({ ruleName: "30 days before", status: "sent", to: ["erika@example.com"] });
  });

  it("lists the coming days' mails and never sends a skipped one", async () => {
    const soon = await arriving(35); // due in five days
    const other = await arriving(36);
    const planned = await call(scheduled, { token: reader, query: { days: "14", ruleId: String(ruleId) } });
    expect(planned.status, planned.text).toBe(200);
    const row = planned.body.data.find((r: { bookingId: number }) => r.bookingId === soon.id);
    expect(row).toMatchObject({
      id: `${ruleId}-${soon.id}`,
      status: "planned",
      dueDate: addCalendarDays(today, 5),
      bookingNo: soon.bookingNo,
    });
    const near = await call(scheduled, { token: reader, query: { days: "2", ruleId: String(ruleId) } });
    expect(near.body.data.some((r: { bookingId: number }) => r.bookingId === soon.id)).toBe(false);

    // only mail.update skips
    expect((await call(skip, { method: "DELETE", token: reader, params: { id: row.id } })).status).toBe(403);
    const skipped = await call(skip, { method: "DELETE", token: mailAdmin, params: { id: row.id } });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body).toMatchObject({ status: "skipped", bookingId: soon.id, dueDate: addCalendarDays(today, 5) });
    // again: the same answer
    expect((await call(skip, { method: "DELETE", token: mailAdmin, params: { id: row.id } })).status).toBe(200);
    const after = await call(scheduled, { token: reader, query: { days: "14", ruleId: String(ruleId) } });
    expect(after.body.data.some((r: { bookingId: number }) => r.bookingId === soon.id)).toBe(false);

    // on its day the job sends the other one only
    await sendScheduledMails({ now: new Date(Date.now() + 6 * DAY) });
    expect(mailsTo(`Bald geht es los: ${soon.bookingNo}`)).toHaveLength(0);
    expect(mailsTo(`Bald geht es los: ${other.bookingNo}`)).toHaveLength(1);
    // a sent one cannot be skipped any more
    const late = await call(skip, {
      method: "DELETE",
      token: mailAdmin,
      params: { id: `${ruleId}-${other.id}` },
      headers: en,
    });
    expect(late.status).toBe(409);
    // bad keys, a rule or booking that is not there
    expect((await call(skip, { method: "DELETE", token: mailAdmin, params: { id: "12" } })).status).toBe(400);
    expect((await call(skip, { method: "DELETE", token: mailAdmin, params: { id: `${ruleId}-999999` } })).status).toBe(
      404,
    );
    expect((await call(scheduled, { token: reader, query: { days: "400" } })).status).toBe(400);
    expect((await call(scheduled, { token: nobody })).status).toBe(403);
  });

  it("sends a test of the rule to the current user, belonging to no booking", async () => {
    const before = smtp.mails.length;
    const res = await call(testRule, { method: "POST", token: mailAdmin, params: { id: String(ruleId) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.to).toBe("mailer@harbour.test");
    expect(smtp.mails.length).toBe(before + 1);
    expect(smtp.last()!.to).toEqual(["mailer@harbour.test"]);
    expect(smtp.last()!.subject).toMatch(/^Bald geht es los: /);
    const row = await db().mailMessage.findUniqueOrThrow({ where: { id: res.body.mailId } });
    expect(row).toMatchObject({ bookingId: null, kind: "schedulerTest" });
    expect((await call(testRule, { method: "POST", token: reader, params: { id: String(ruleId) } })).status).toBe(403);
    expect((await call(testRule, { method: "POST", token: mailAdmin, params: { id: "999999" } })).status).toBe(404);
  });

  it("does nothing, and answers 403, while the feature is off", async () => {
    const features = (body: Record<string, boolean>) =>
      call(writeGroup, { method: "POST", token: admin, params: { group: "features" }, body });
    const b = await arriving(31); // due tomorrow
    expect((await features({ mailScheduler: false })).status).toBe(200);
    try {
      expect(await sendScheduledMails({ now: new Date(Date.now() + DAY) })).toEqual([]);
      expect(mailsTo(`Bald geht es los: ${b.bookingNo}`)).toHaveLength(0);
      expect((await call(scheduled, { token: reader })).status).toBe(403);
      expect((await call(listRules, { token: reader, params: { resource: "mailschedule" } })).status).toBe(403);
    } finally {
      await features({ mailScheduler: true });
    }
  });
});
