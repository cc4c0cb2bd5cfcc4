// Sending template mails through a real SMTP server in the test process: from a booking (to the
// customer, the agency or an address, with the confirmation and invoice PDFs attached), from a
// customer, the preview with a real booking; what arrives (recipients, subject, HTML and text
// parts, attachments), the MailMessage row, 409 without force, bad input (header injection, an
// invalid address, an unknown merge field), scopes, and a rolled-back change that sends nothing.
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sendMail } from "@/app/api/bookings/[id]/sendMail/route";
import { POST as sendCustomerMail } from "@/app/api/customers/sendMail/route";
import { POST as loyaltyTest } from "@/app/api/customers/loyalty/testMail/route";
import { POST as createTemplate } from "@/app/api/mail/template/route";
import { POST as preview } from "@/app/api/mail/template/preview/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, transaction } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { sendBookingTemplateMail } from "@/lib/domain/mail/send-template-mail";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";
import { bookStay, confirmationTemplate, issueInvoice, seedInvoicing, tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";
import { startSmtp } from "../helpers/smtp";

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staff: string, agency: string, admin: string, resortId: number, rooms: number[], customerId: number;
let templateId: number, bookingId: number, bookingNo: string, invoiceNumber: string;
let next = 0;
const en = { "accept-language": "en" };

const confirmation = confirmationTemplate({
  de: {
    subject: "Ihre Buchung {{booking.number}}",
    html: "<style>h1{color:#0f766e}</style><h1>Hallo {{customer.name}}</h1><p>Gesamt {{amount.total}}, Anreise {{booking.arrival}}</p>",
  },
  en: {
    subject: "Your booking {{booking.number}}",
    html: "<h1>Hello {{customer.name}}</h1><p>Total {{amount.total}}, arrival {{booking.arrival}}</p>",
  },
});

const stay = async () =>
  bookStay(staff, {
    resortId,
    customerId,
    roomId: rooms[next++],
    from: addCalendarDays(await operatorToday(), 90 + next * 3),
    priced: true,
  });

const send = (id: number, body: Record<string, unknown>, token = staff) =>
  call(sendMail, { method: "POST", token, params: { id: String(id) }, body, headers: en });

beforeAll(async () => {
  smtp = await startSmtp();
  ({ staff, agency, resortId, rooms, customerId } = await seedInvoicing(6, GERMAN_COMPANY_WITH_BANK));
  admin = await tokenWith(["admin"]);
  templateId = (await call(createTemplate, { method: "POST", token: admin, body: confirmation })).body.id;
  const b = await stay();
  bookingId = b.id;
  bookingNo = b.bookingNo;
  const inv = await issueInvoice(staff, bookingId);
  expect(inv.status, inv.text).toBe(201);
  invoiceNumber = inv.body.number;
});

afterAll(async () => {
  await smtp.stop();
});

describe("POST /api/bookings/{id}/sendMail with a template", () => {
  it("mails the customer in the booking's language with the confirmation and invoice attached", async () => {
    const before = smtp.mails.length;
    const res = await send(bookingId, { templateId, attachments: ["confirmation", "invoice"] });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      to: "erika@example.com",
      subject: `Ihre Buchung ${bookingNo}`,
      language: "de",
    });
    expect(res.body.attachments).toHaveLength(2);
    expect(smtp.mails.length).toBe(before + 1);
    const received = smtp.last()!;
    expect(received.to).toEqual(["erika@example.com"]);
    const mail = await simpleParser(received.raw);
    expect(mail.subject).toBe(`Ihre Buchung ${bookingNo}`);
    // CSS inlined, values in German, a text part besides the HTML
    expect(mail.html).toMatch(/<h1 style="color: ?#0f766e;?">Hallo Erika Muster<\/h1>/);
    expect(mail.html).toContain("200,00");
    expect(mail.text).toContain("Hallo Erika Muster");
    expect(mail.text).not.toContain("<h1");
    const files = mail.attachments.map((a) => [a.filename, a.contentType]);
    expect(files).toContainEqual([`${invoiceNumber}.pdf`, "application/pdf"]);
    expect(files.filter(([, type]) => type === "application/pdf")).toHaveLength(2);
    expect(mail.attachments.every((a) => a.content.subarray(0, 5).toString() === "%PDF-")).toBe(true);
    // stored with its booking, template and how it went
    const row = await db().mailMessage.findUniqueOrThrow({ where: { id: res.body.mailId } });
    expect(row).toMatchObject({
      bookingId,
      customerId,
      templateId,
      kind: "template",
      to: "erika@example.com",
      status: "sent",
      attempts: 1,
    });
    expect(row.smtpAnswer).toBeTruthy();
    expect(row.sentAt).not.toBeNull();
  });

  it("answers 409 for a template mailed before unless forced, and sends in the language asked for", async () => {
    const again = await send(bookingId, { templateId });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This template was mailed for this booking before (to erika@example.com).");
    const forced = await send(bookingId, { templateId, force: true, to: "office@example.com", language: "en" });
    expect(forced.status, forced.text).toBe(200);
    expect(smtp.last()!.to).toEqual(["office@example.com"]);
    expect((await simpleParser(smtp.last()!.raw)).subject).toBe(`Your booking ${bookingNo}`);
  });

  it("sends the subject and body as edited in the dialog", async () => {
    const b = await stay();
    const res = await send(b.id, {
      templateId,
      content: { subject: "Edited {{booking.number}}", html: "<p>Just for you, {{customer.firstName}}</p>" },
    });
    expect(res.status, res.text).toBe(200);
    const mail = await simpleParser(smtp.last()!.raw);
    expect(mail.subject).toBe(`Edited ${b.bookingNo}`);
    expect(mail.text?.trim()).toBe("Just for you, Erika");
  });

  it("refuses bad input: header injection, an invalid address, an unknown merge field, no agency", async () => {
    const before = smtp.mails.length;
    const rows = await db().mailMessage.count();
    for (const body of [
      { templateId, to: "a@example.com\r\nBcc: evil@example.com" },
      { templateId, to: "not an address" },
      { templateId, content: { subject: "Hi\r\nBcc: evil@example.com", html: "<p></p>" } },
      { templateId, attachments: ["passport"] },
      { templateId: "x" },
    ]) {
      const res = await send(bookingId, { ...body, force: true });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await send(bookingId, {
      templateId,
      force: true,
      content: { subject: "{{customer.shoeSize}}", html: "" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].message).toBe("Unknown merge field: customer.shoeSize");
    const noAgency = await send(bookingId, { templateId, force: true, to: "agency" });
    expect(noAgency.status).toBe(409);
    expect((await send(bookingId, { templateId: 999999, force: true })).status).toBe(404);
    expect((await send(999999, { templateId, force: true })).status).toBe(404);
    expect(smtp.mails.length).toBe(before);
    expect(await db().mailMessage.count()).toBe(rows);
  });

  it("answers 409 for an invoice to attach that is not there", async () => {
    const b = await stay();
    const res = await send(b.id, { templateId, attachments: ["invoice"] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("The booking has no invoice to attach.");
  });

  it("sends nothing for a change that is rolled back", async () => {
    const b = await stay();
    const before = smtp.mails.length;
    const rows = await db().mailMessage.count();
    const actor = await resolvePrincipal(staff);
    await expect(
      transaction(async (tx) => {
        await sendBookingTemplateMail(
          { bookingId: b.id, templateId, to: "customer", attachments: [], force: false },
          actor,
          tx,
        );
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    expect(smtp.mails.length).toBe(before);
    expect(await db().mailMessage.count()).toBe(rows);
    expect(await db().outboxMessage.count({ where: { sentAt: null, failedAt: null } })).toBe(0);
  });

  it("lets only staff send", async () => {
    expect((await send(bookingId, { templateId, force: true }, agency)).status).toBe(403);
    expect((await send(bookingId, { templateId, force: true }, await tokenWith(["bookings.read"]))).status).toBe(403);
  });
});

describe("POST /api/customers/sendMail", () => {
  it("mails a customer from a template with the customer's merge values", async () => {
    const res = await call(sendCustomerMail, {
      method: "POST",
      token: await tokenWith(["customers.update"]),
      body: {
        customerId,
        templateId,
        language: "en",
        content: { subject: "News for {{customer.firstName}}", html: "<p>Hello {{customer.name}}</p>" },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(smtp.last()!.to).toEqual(["erika@example.com"]);
    expect((await simpleParser(smtp.last()!.raw)).subject).toBe("News for Erika");
    expect(await db().mailMessage.findUniqueOrThrow({ where: { id: res.body.mailId } })).toMatchObject({
      customerId,
      bookingId: null,
      templateId,
    });
    const body = { customerId, templateId };
    expect((await call(sendCustomerMail, { method: "POST", token: staff, body })).status).toBe(403);
    expect(
      (await call(sendCustomerMail, { method: "POST", token: admin, body: { ...body, customerId: 999999 } })).status,
    ).toBe(404);
    expect(
      (await call(sendCustomerMail, { method: "POST", token: admin, body: { ...body, to: "x@y\nBcc: z@example.com" } }))
        .status,
    ).toBe(400);
  });
});

describe("POST /api/customers/loyalty/testMail", () => {
  it("mails a template rendered with a customer to the current user, belonging to no customer", async () => {
    const token = await tokenWith(["customers.update"]);
    const me = (await resolvePrincipal(token)).user!;
    const content = { subject: "Welcome back, {{customer.firstName}}", html: "<p>Hello {{customer.name}}</p>" };
    const res = await call(loyaltyTest, {
      method: "POST",
      token,
      body: { templateId, customerId, language: "en", content },
    });
    expect(res.status, res.text).toBe(200);
    expect(smtp.last()!.to).toEqual([me.email]);
    expect((await simpleParser(smtp.last()!.raw)).subject).toBe("Welcome back, Erika");
    expect(res.body).toMatchObject({ to: me.email, customerId, language: "en" });
    expect(await db().mailMessage.findUniqueOrThrow({ where: { id: res.body.mailId } })).toMatchObject({
      customerId: null,
      bookingId: null,
      templateId,
      kind: "loyaltyTest",
    });
    // bad input, an unknown template or customer, a reader without the scope
    const post = (body: unknown, t = token) => call(loyaltyTest, { method: "POST", token: t, body });
    expect((await post({ templateId: "x" })).status).toBe(400);
    expect((await post({ templateId, content: { subject: "{{nothing.here}}", html: "<p>x</p>" } })).status).toBe(400);
    expect((await post({ templateId: 999999 })).status).toBe(404);
    expect((await post({ templateId, customerId: 999999 })).status).toBe(404);
    expect((await post({ templateId }, staff)).status).toBe(403);
  });
});

describe("POST /api/mail/template/preview", () => {
  it("renders unsaved text with a real booking, sending nothing", async () => {
    const before = smtp.mails.length;
    const res = await call(preview, {
      method: "POST",
      token: staff,
      body: { bookingId, language: "en", content: confirmation.content.en },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.subject).toBe(`Your booking ${bookingNo}`);
    expect(res.body.html).toContain("Hello Erika Muster");
    expect(res.body.text).toContain("Total €200.00");
    expect(smtp.mails.length).toBe(before);
    const missing = await call(preview, {
      method: "POST",
      token: staff,
      body: { bookingId: 999999, language: "en", content: confirmation.content.en },
    });
    expect(missing.status).toBe(404);
    const bad = await call(preview, {
      method: "POST",
      token: staff,
      body: { bookingId, language: "fr", content: confirmation.content.en },
    });
    expect(bad.status).toBe(400);
    expect((await call(preview, { method: "POST", token: agency, body: {} })).status).toBe(403);
  });
});
