// Mails to guests through a real SMTP server in the test process: a departure's template mail
// (POST /api/schedules/{id}/sendMail with templateId: one mail per recipient, each with its own
// booking, language and name, 409 without force) and the guest form links
// (POST /api/bookings/{id}/sendGuestFormMail: each guest their own form, the booker the one form
// with MULTI_GF, 409 without force); bad input and scopes; each mail stored with its booking.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendGuestFormMail } from "@/app/api/bookings/[id]/sendGuestFormMail/route";
import { POST as createTemplate } from "@/app/api/mail/template/route";
import { POST as sendDepartureMail } from "@/app/api/schedules/[id]/sendMail/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedCustomer, seedSchedule, seedTour, seedVessel } from "@/prisma/seed/factories";
import { seedTripBooking, tokenWith, twoBedRooms } from "../helpers/factories";
import { call } from "../helpers/http";
import { startSmtp } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let admin: string, reader: string;
let scheduleId: number, emptyScheduleId: number, briefingId: number, formTemplateId: number;
let first: { id: number; bookingNo: string | null }, second: { id: number; bookingNo: string | null };
const people: Record<string, number> = {};
const en = { "accept-language": "en" };

const briefing = {
  name: "Boarding briefing",
  category: "Information",
  content: {
    de: {
      subject: "Einschiffung {{booking.number}}",
      html: "<p>Hallo {{customer.firstName}}, Tour {{booking.tour}}</p>",
    },
    en: { subject: "Boarding {{booking.number}}", html: "<p>Hello {{customer.firstName}}, tour {{booking.tour}}</p>" },
  },
};
const formLink = {
  name: "Guest form",
  category: "Information",
  content: {
    de: {
      subject: "Ihr Gästeformular",
      html: '<p>Hallo {{customer.firstName}}: <a href="{{link.guestForm}}">Formular</a></p>',
    },
    en: {
      subject: "Your guest form",
      html: '<p>Hello {{customer.firstName}}: <a href="{{link.guestForm}}">form</a></p>',
    },
  },
};

const departureMail = (id: number, body: unknown, token = admin) =>
  call(sendDepartureMail, { method: "POST", token, params: { id: String(id) }, body, headers: en });
const guestFormMail = (id: number, body: unknown, token = admin) =>
  call(sendGuestFormMail, { method: "POST", token, params: { id: String(id) }, body, headers: en });

/** The mails that arrived since `before`, parsed, by recipient. */
async function arrived(before: number) {
  const out: Record<string, { subject: string; html: string; text: string }> = {};
  for (const m of smtp.mails.slice(before)) {
    const p = await simpleParser(m.raw);
    for (const to of m.to) out[to] = { subject: p.subject ?? "", html: String(p.html || ""), text: p.text ?? "" };
  }
  return out;
}

beforeAll(async () => {
  smtp = await startSmtp();
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["schedules.read", "bookings.read"]);
  const today = await operatorToday();
  const { vessel, cabins } = await seedVessel(db(), {
    name: "MV Mailer",
    cabinTypes: [{ name: "Double", key: "DBL", cabins: twoBedRooms(2, "M") }],
  });
  const tour = await seedTour(db(), { vesselId: vessel.id, name: "Manta Run", nights: 7 });
  const dates = (n: number) => ({ from: addCalendarDays(today, 20 + n * 10), to: addCalendarDays(today, 27 + n * 10) });
  scheduleId = (await seedSchedule(db(), { tourId: tour.id, vesselId: vessel.id, ...dates(0) })).id;
  emptyScheduleId = (await seedSchedule(db(), { tourId: tour.id, vesselId: vessel.id, ...dates(1) })).id;
  for (const [key, firstName, email] of [
    ["booker", "Bea", "bea@example.test"],
    ["buddy", "Bo", "bo@example.test"],
    ["solo", "Sol", "sol@example.test"],
    ["mute", "Mo", null],
  ] as const)
    people[key] = (await seedCustomer(db(), { firstName, lastName: "Diver", email })).id;
  first = await seedTripBooking(scheduleId, {
    customerId: people.booker,
    guestIds: [people.booker, people.buddy],
    rooms: [{ roomId: cabins[0].id, bedIds: cabins[0].beds.map((b) => b.id) }],
  });
  second = await seedTripBooking(scheduleId, {
    customerId: people.solo,
    guestIds: [people.solo, people.mute],
    rooms: [{ roomId: cabins[1].id, bedIds: cabins[1].beds.map((b) => b.id) }],
  });
  await db().booking.update({ where: { id: second.id }, data: { language: "en" } });
  briefingId = (await call(createTemplate, { method: "POST", token: admin, body: briefing })).body.id;
  formTemplateId = (await call(createTemplate, { method: "POST", token: admin, body: formLink })).body.id;
});

afterAll(async () => {
  await smtp.stop();
});

describe("POST /api/schedules/{id}/sendMail with a template", () => {
  it("mails every guest once, each with their own booking, language and name", async () => {
    const before = smtp.mails.length;
    const res = await departureMail(scheduleId, { templateId: briefingId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ queued: 3 });
    expect(smtp.mails.length).toBe(before + 3);
    const got = await arrived(before);
    expect(Object.keys(got).sort()).toEqual(["bea@example.test", "bo@example.test", "sol@example.test"]);
    // the first booking is German, the second English; each reader is named
    expect(got["bea@example.test"].subject).toBe(`Einschiffung ${first.bookingNo}`);
    expect(got["bea@example.test"].text).toContain("Hallo Bea, Tour Manta Run");
    expect(got["bo@example.test"].text).toContain("Hallo Bo");
    expect(got["sol@example.test"].subject).toBe(`Boarding ${second.bookingNo}`);
    expect(got["sol@example.test"].text).toContain("Hello Sol");
    // stored with the departure, the recipient's booking and the template
    const rows = await db().mailMessage.findMany({ where: { scheduleId, templateId: briefingId } });
    expect(rows.map((r) => [r.to, r.bookingId, r.status]).sort()).toEqual([
      ["bea@example.test", first.id, "sent"],
      ["bo@example.test", first.id, "sent"],
      ["sol@example.test", second.id, "sent"],
    ]);
  });

  it("answers 409 for a template mailed to the departure before, and sends again with force", async () => {
    const before = smtp.mails.length;
    const again = await departureMail(scheduleId, { templateId: briefingId });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/mailed to the departure's guests before/);
    expect(smtp.mails.length).toBe(before);
    const forced = await departureMail(scheduleId, { templateId: briefingId, force: true, to: "customers" });
    expect(forced.status, forced.text).toBe(200);
    // only each booking's main customer
    expect(forced.body).toEqual({ queued: 2 });
    expect(Object.keys(await arrived(before)).sort()).toEqual(["bea@example.test", "sol@example.test"]);
  });

  it("queues nothing for a departure without bookings", async () => {
    const res = await departureMail(emptyScheduleId, { templateId: briefingId });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ queued: 0 });
  });

  it("refuses bad input, a missing departure or template, and readers", async () => {
    const none = await departureMail(scheduleId, {});
    expect(none.status).toBe(400);
    expect(none.body.fields.map((f: { path: string }) => f.path).sort()).toEqual(["subject", "text"]);
    expect((await departureMail(scheduleId, { templateId: "x" })).status).toBe(400);
    expect((await departureMail(scheduleId, { templateId: briefingId, to: "crew" })).status).toBe(400);
    expect((await departureMail(999999, { templateId: briefingId })).status).toBe(404);
    expect((await departureMail(scheduleId, { templateId: 999999, force: true })).status).toBe(404);
    expect((await departureMail(scheduleId, { templateId: briefingId }, reader)).status).toBe(403);
  });
});

describe("POST /api/bookings/{id}/sendGuestFormMail", () => {
  it("mails each guest the link to their own form and says whom it could not reach", async () => {
    const before = smtp.mails.length;
    const res = await guestFormMail(second.id, {});
    expect(res.status, res.text).toBe(200);
    // the guest without an address is skipped, the template found by its link field
    expect(res.body.mails.map((m: { to: string }) => m.to)).toEqual(["sol@example.test"]);
    expect(res.body.skipped).toHaveLength(1);
    const forms = await db().guestForm.findMany({ where: { bookingId: second.id, retiredAt: null } });
    const sols = forms.find((f) => f.customerId === people.solo)!;
    const got = await arrived(before);
    expect(Object.keys(got)).toEqual(["sol@example.test"]);
    expect(got["sol@example.test"].subject).toBe("Your guest form");
    expect(got["sol@example.test"].html).toContain(`/guestform/${sols.id}/${sols.token}`);
    const row = await db().mailMessage.findUniqueOrThrow({ where: { id: res.body.mails[0].mailId } });
    expect(row).toMatchObject({ kind: "guestForm", bookingId: second.id, customerId: people.solo, status: "sent" });
  });

  it("sends each guest of a booking a different link, once unless forced", async () => {
    const before = smtp.mails.length;
    const res = await guestFormMail(first.id, { templateId: formTemplateId });
    expect(res.status, res.text).toBe(200);
    const got = await arrived(before);
    expect(Object.keys(got).sort()).toEqual(["bea@example.test", "bo@example.test"]);
    const link = (to: string) => /href="([^"]+)"/.exec(got[to].html)?.[1];
    expect(link("bea@example.test")).toMatch(/\/guestform\/\d+\/[\w-]{64}$/);
    expect(link("bea@example.test")).not.toBe(link("bo@example.test"));
    expect(got["bo@example.test"].text).toContain("Hallo Bo");

    const again = await guestFormMail(first.id, { templateId: formTemplateId });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/mailed before/);
    // one form again, forced: only that guest
    const bo = await db().guestForm.findFirstOrThrow({ where: { bookingId: first.id, customerId: people.buddy } });
    const one = await guestFormMail(first.id, { formId: bo.id, force: true });
    expect(one.status, one.text).toBe(200);
    expect(one.body.mails).toEqual([expect.objectContaining({ formId: bo.id, to: "bo@example.test" })]);
  });

  it("with MULTI_GF mails the booker the booking's one form", async () => {
    await writeGroup("general", { MULTI_GF: "1" });
    try {
      const before = smtp.mails.length;
      const res = await guestFormMail(first.id, { force: true });
      expect(res.status, res.text).toBe(200);
      expect(res.body.mails.map((m: { to: string }) => m.to)).toEqual(["bea@example.test"]);
      expect((await arrived(before))["bea@example.test"].html).toContain("/guestform-m/");
    } finally {
      await writeGroup("general", { MULTI_GF: "0" });
    }
  });

  it("refuses bad input, a form of another booking, a missing booking or template, and readers", async () => {
    expect((await guestFormMail(first.id, { templateId: "x" })).status).toBe(400);
    expect((await guestFormMail(first.id, { force: "yes" })).status).toBe(400);
    expect((await guestFormMail(first.id, { language: "fr", force: true })).status).toBe(400);
    const other = await db().guestForm.findFirstOrThrow({ where: { bookingId: second.id } });
    expect((await guestFormMail(first.id, { formId: other.id, force: true })).status).toBe(404);
    expect((await guestFormMail(999999, {})).status).toBe(404);
    expect((await guestFormMail(first.id, { templateId: 999999, force: true })).status).toBe(404);
    expect((await guestFormMail(first.id, { force: true }, reader)).status).toBe(403);
  });
});
