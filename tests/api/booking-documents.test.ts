// Booking documents from templates (lib/domain/papers): offer, confirmation and voucher as real
// PDFs (text read back with unpdf) with the booking's number, guest, total (not on a voucher) and
// the operator's text blocks in the booking's language; a changed text block in the next PDF;
// custom data by POST; download by booking number; force; the logo from the media library; the
// booking report; the render link for a guest with the booking's token; and who may not.
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createResource } from "@/app/api/[resource]/route";
import { POST as updateResource } from "@/app/api/[resource]/[id]/route";
import { GET as download } from "@/app/api/bookings/[id]/download/route";
import { POST as payLink } from "@/app/api/bookings/[id]/payLink/route";
import { GET as templates } from "@/app/api/bookings/[id]/templates/route";
import { GET as template, POST as templateWith } from "@/app/api/bookings/[id]/templates/[templateId]/route";
import { GET as voucher } from "@/app/api/bookings/[id]/voucher/route";
import { GET as report, POST as reportWith } from "@/app/api/bookings/report/[templateId]/route";
import { GET as render } from "@/app/api/p/r/[type]/[template]/[context]/route";
import { POST as sendMail } from "@/app/api/bookings/[id]/sendMail/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { uploadMedia } from "@/lib/domain/media/media";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { seedAgency, seedCustomer } from "@/prisma/seed/factories";
import { GERMAN_COMPANY } from "../helpers/company";
import { bookStay, seedPricedResort, STAFF_SCOPES, tokenWith, type StayBooking } from "../helpers/factories";
import { call } from "../helpers/http";

type Handler = Parameters<typeof call>[0];

let today: string, admin: string, staff: string, otherAgency: string, ownAgency: string;
let rooms: number[],
  resortId: number,
  next = 0;
let erika: number, jurgen: number, agencyId: number;
let english: StayBooking, german: StayBooking;

/** The answer's bytes and their text (call() keeps only text, which spoils a PDF's bytes). */
async function fetchPdf(
  handler: Handler,
  o: { params: Record<string, string>; query?: Record<string, string>; token?: string; body?: unknown },
) {
  const { NextRequest } = await import("next/server");
  const url = new URL("http://localhost/api/test");
  for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { "x-forwarded-for": "127.0.0.1", "accept-language": "en" };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.body !== undefined) headers["content-type"] = "application/json";
  const req = new NextRequest(url, {
    method: o.body === undefined ? "GET" : "POST",
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  const res = await handler(req, { params: Promise.resolve(o.params) });
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, text: new TextDecoder().decode(bytes), bytes };
  expect(res.headers.get("content-type")).toBe("application/pdf");
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const text = (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text as string;
  // pdf.js may break or space words differently: compare on single spaces
  return { status: 200, text: text.replace(/\s+/g, " "), bytes };
}

const paper = (id: number | string, name: string, o: { token?: string; query?: Record<string, string> } = {}) =>
  fetchPdf(template, { params: { id: String(id), templateId: name }, token: o.token ?? staff, query: o.query });

const stay = (customerId: number, language: "de" | "en", more: Record<string, unknown> = {}) =>
  bookStay(staff, {
    resortId,
    customerId,
    roomId: rooms[next++],
    from: addCalendarDays(today, 90 + next * 5),
    priced: true,
    more: { language, ...more },
    ...(more.state ? { state: more.state as string } : {}),
  });

const textBlock = async (key: string, texts: Record<string, string>) => {
  const found = await db().textBlock.findUnique({ where: { key }, select: { id: true } });
  const res = found
    ? await call(updateResource, {
        method: "POST",
        token: admin,
        params: { resource: "textblock", id: String(found.id) },
        body: { texts },
      })
    : await call(createResource, {
        method: "POST",
        token: admin,
        params: { resource: "textblock" },
        body: { key, title: key, texts },
      });
  expect(res.status, res.text).toBeLessThan(300);
};

beforeAll(async () => {
  today = await operatorToday();
  const r = await seedPricedResort(20, { resortName: "Coral Bay" });
  rooms = r.roomIds;
  resortId = r.resortId;
  admin = await tokenWith(["admin"]);
  staff = await tokenWith(STAFF_SCOPES);
  agencyId = (await seedAgency(db(), { name: "Blue Travel" })).id;
  ownAgency = await tokenWith(["agencies.self"], { agencyId });
  otherAgency = await tokenWith(["agencies.self"], { agencyId: (await seedAgency(db(), { name: "Other" })).id });
  await writeGroup("company", GERMAN_COMPANY);
  erika = (await seedCustomer(db(), { firstName: "Erika", lastName: "Muster", fullName: "Erika Muster" })).id;
  jurgen = (await seedCustomer(db(), { firstName: "Jürgen", lastName: "Maier", fullName: "Jürgen Maier" })).id;
  english = await stay(erika, "en");
  german = await stay(jurgen, "de");
});

describe("the documents of a booking", () => {
  it("lists the templates in the caller's language, saying which fit the booking's state", async () => {
    const res = await call(templates, {
      token: staff,
      params: { id: String(english.id) },
      headers: { "accept-language": "de" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual([
      { id: "offer", name: "Angebot", fits: false },
      { id: "confirmation", name: "Buchungsbestätigung", fits: true },
      { id: "voucher", name: "Voucher", fits: true },
    ]);
  });

  it("prints a confirmation: number, guest, rooms, price lines, total, instalments, texts in English", async () => {
    const { status, text } = await paper(english.id, "confirmation");
    expect(status).toBe(200);
    expect(text).toContain(`Booking confirmation ${english.bookingNo}`);
    expect(text).toContain("Coral Bay Resort GmbH");
    expect(text).toContain("Erika Muster");
    expect(text).toContain("Coral Bay");
    expect(text).toContain("€200.00");
    expect(text).toContain("Payment schedule");
    expect(text).toContain("Deposit");
    expect(text).toContain("We hereby confirm your booking");
    expect(text).toContain("VAT ID DE123456789");
  });

  it("prints the German booking in German, with the German text block", async () => {
    await textBlock("document.confirmation.closing", { de: "Bis bald am Strand, {name}!", en: "See you, {name}!" });
    const { text } = await paper(german.id, "confirmation");
    expect(text).toContain(`Buchungsbestätigung ${german.bookingNo}`);
    expect(text).toContain("Jürgen Maier");
    expect(text).toContain("200,00 €");
    expect(text).toContain("Bis bald am Strand, Jürgen Maier!");
    expect(text).not.toContain("See you");
  });

  it("prints the operator's changed text block in the next PDF", async () => {
    await textBlock("document.confirmation.intro", { en: "Welcome aboard, {name}! Booking {number}." });
    expect((await paper(english.id, "confirmation")).text).toContain(
      `Welcome aboard, Erika Muster! Booking ${english.bookingNo}.`,
    );
    await textBlock("document.confirmation.intro", { en: "Ahoy {name}, the reef awaits." });
    const { text } = await paper(english.id, "confirmation");
    expect(text).toContain("Ahoy Erika Muster, the reef awaits.");
    expect(text).not.toContain("Welcome aboard");
  });

  it("prints a voucher without prices, by booking number", async () => {
    await textBlock("document.voucher.terms", { en: "Show this at the jetty." });
    const { status, text } = await fetchPdf(voucher, { params: { id: english.bookingNo }, token: staff });
    expect(status).toBe(200);
    expect(text).toContain(`Voucher ${english.bookingNo}`);
    expect(text).toContain("Erika Muster");
    expect(text).toContain("Show this at the jetty.");
    expect(text).not.toContain("200.00");
    expect(text).not.toContain("Total");
  });

  it("downloads by booking number the document the state prints, or the one named", async () => {
    const confirmation = await fetchPdf(download, { params: { id: english.bookingNo }, token: staff });
    expect(confirmation.text).toContain(`Booking confirmation ${english.bookingNo}`);
    const named = await fetchPdf(download, {
      params: { id: english.bookingNo },
      query: { template: "voucher" },
      token: staff,
    });
    expect(named.text).toContain(`Voucher ${english.bookingNo}`);
  });

  it("prints an offer of an offer (its offer number), an offer of a confirmed booking only when forced", async () => {
    const offer = await stay(erika, "en", { state: "draft" });
    const row = await db().booking.findUniqueOrThrow({ where: { id: offer.id }, select: { offerNo: true } });
    expect(row.offerNo).toBeTruthy();
    await textBlock("document.offer.terms", { en: "Valid for fourteen days.", de: "Vierzehn Tage gültig." });
    const { status, text } = await fetchPdf(download, { params: { id: row.offerNo! }, token: staff });
    expect(status).toBe(200);
    expect(text).toContain(`Offer ${row.offerNo}`);
    expect(text).toContain("Erika Muster");
    expect(text).toContain("€200.00");
    expect(text).toContain("Valid for fourteen days.");

    const refused = await call(template, { token: staff, params: { id: String(english.id), templateId: "offer" } });
    expect(refused.status).toBe(409);
    expect((await paper(english.id, "voucher")).status).toBe(200);
    const forced = await paper(english.id, "offer", { query: { force: "true" } });
    expect(forced.status).toBe(200);
    expect(forced.text).toContain("Offer");
    const voucherOfOffer = await call(voucher, { token: staff, params: { id: String(offer.id) } });
    expect(voucherOfOffer.status).toBe(409);
  });

  it("prints custom data sent by POST: a note, another intro, another language", async () => {
    const { status, text } = await fetchPdf(templateWith, {
      params: { id: String(english.id), templateId: "confirmation" },
      token: staff,
      body: { note: "Late arrival by ferry, around 23:00.", intro: "A special hello for {name}." },
    });
    expect(status).toBe(200);
    expect(text).toContain("Late arrival by ferry, around 23:00.");
    expect(text).toContain("A special hello for {name}.");
    const german = await fetchPdf(templateWith, {
      params: { id: String(english.id), templateId: "voucher" },
      token: staff,
      body: { language: "de" },
    });
    expect(german.text).toContain("Reisende");
    const bad = await call(templateWith, {
      method: "POST",
      token: staff,
      params: { id: String(english.id), templateId: "voucher" },
      body: { language: "fr" },
    });
    expect(bad.status).toBe(400);
  });

  it("answers 400 for an unknown template, 404 for a booking the caller may not see", async () => {
    const unknown = await call(template, { token: staff, params: { id: String(english.id), templateId: "menu" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields[0].path).toBe("templateId");
    const agencyBooking = await stay(erika, "en", { agencyId });
    expect((await paper(agencyBooking.id, "confirmation", { token: ownAgency })).status).toBe(200);
    for (const [handler, params] of [
      [template, { id: String(agencyBooking.id), templateId: "confirmation" }],
      [download, { id: agencyBooking.bookingNo }],
      [voucher, { id: agencyBooking.bookingNo }],
      [templates, { id: String(agencyBooking.id) }],
    ] as const) {
      const res = await call(handler as Handler, { token: otherAgency, params });
      expect(res.status, JSON.stringify(params)).toBe(404);
    }
    expect((await call(download, { token: staff, params: { id: "B1999-99999" } })).status).toBe(404);
    expect((await call(download, { params: { id: english.bookingNo } })).status).toBe(401);
  });

  it("addresses an agency's booking to the agency", async () => {
    const agencyBooking = await stay(erika, "en", { agencyId });
    const { text } = await paper(agencyBooking.id, "confirmation", { token: ownAgency });
    expect(text).toContain("Blue Travel");
  });

  it("puts the logo on the letterhead when it is the product's own medium, never one from elsewhere", async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer();
    const logo = await uploadMedia(new File([new Uint8Array(png)], "logo.png", { type: "image/png" }), {});
    const images = (bytes: Uint8Array) =>
      (
        Buffer.from(bytes)
          .toString("latin1")
          .match(/\/Subtype\s*\/Image/g) ?? []
      ).length;
    expect(images((await paper(english.id, "voucher")).bytes)).toBe(0);
    await writeGroup("company", { logoUrl: `/api/media/${logo.id}/data` });
    expect(images((await paper(english.id, "voucher")).bytes)).toBe(1);
    await writeGroup("company", { logoUrl: `https://example.com/api/media/${logo.id}/data` });
    expect(images((await paper(english.id, "voucher")).bytes)).toBe(0);
    await writeGroup("company", { logoUrl: "" });
  });
});

describe("GET /api/p/r/{type}/{template}/{context}", () => {
  it("renders for the guest holding the booking's token, and for who may read the booking", async () => {
    const link = await call(payLink, { method: "POST", token: staff, params: { id: String(english.id) }, body: {} });
    expect(link.status, link.text).toBe(200);
    const token = new URL(link.body.url).searchParams.get("token")!;
    const params = { type: "booking", template: "voucher", context: english.bookingNo };
    const guest = await fetchPdf(render, { params, query: { token } });
    expect(guest.status).toBe(200);
    expect(guest.text).toContain(`Voucher ${english.bookingNo}`);
    expect((await fetchPdf(render, { params: { ...params, context: String(english.id) }, token: staff })).status).toBe(
      200,
    );
    // no token, a wrong one, another booking, another type, a document the state does not print: 404
    expect((await call(render, { params })).status).toBe(404);
    expect((await call(render, { params, query: { token: "x".repeat(43) } })).status).toBe(404);
    expect((await call(render, { params: { ...params, context: german.bookingNo }, query: { token } })).status).toBe(
      404,
    );
    expect((await call(render, { params: { ...params, type: "invoice" }, query: { token } })).status).toBe(404);
    expect((await call(render, { params: { ...params, template: "offer" }, query: { token } })).status).toBe(404);
    expect((await call(render, { params: { ...params, template: "menu" }, query: { token } })).status).toBe(400);
  });
});

describe("the booking report", () => {
  it("lists the caller's bookings as PDF, filtered as the booking list is", async () => {
    const all = await fetchPdf(report, { params: { templateId: "list" }, token: staff });
    expect(all.status).toBe(200);
    expect(all.text).toContain("Bookings");
    expect(all.text).toContain(english.bookingNo);
    expect(all.text).toContain(german.bookingNo);
    const one = await fetchPdf(reportWith, {
      params: { templateId: "payments" },
      token: staff,
      body: { filter: { customerId: String(jurgen) } },
    });
    expect(one.text).toContain("Payment dates");
    expect(one.text).toContain(german.bookingNo);
    expect(one.text).not.toContain(english.bookingNo);
    const agency = await fetchPdf(report, { params: { templateId: "list" }, token: otherAgency });
    expect(agency.text).not.toContain(english.bookingNo);
    expect((await call(report, { token: staff, params: { templateId: "menu" } })).status).toBe(400);
  });
});

describe("POST /api/bookings/{id}/sendMail", () => {
  it("mails the document its state prints as a PDF after the commit, in the booking's language, once unless forced", async () => {
    const withMail = (
      await seedCustomer(db(), { firstName: "Eva", lastName: "Mail", fullName: "Eva Mail", email: "eva@example.com" })
    ).id;
    const b = await stay(withMail, "de");
    const send = (body: Record<string, unknown> = {}, token = staff) =>
      call(sendMail, { method: "POST", token, params: { id: String(b.id) }, body });
    const sent = await send();
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({
      template: "confirmation",
      fileName: `confirmation-${b.bookingNo}.pdf`,
      to: "eva@example.com",
    });
    const mail = await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    const payload = mail!.payload as { to: string; subject: string; text: string; attachments: { base64: string }[] };
    expect(payload.to).toBe("eva@example.com");
    expect(payload.subject).toContain(`Buchungsbestätigung ${b.bookingNo}`);
    expect(payload.text).toContain("Guten Tag Eva Mail");
    const pdf = Buffer.from(payload.attachments[0].base64, "base64");
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text as string;
    expect(text.replace(/\s+/g, " ")).toContain(`Buchungsbestätigung ${b.bookingNo}`);

    // again: 409 and nothing queued; forced, to another address; an offer of a confirmed booking only forced
    const count = await db().outboxMessage.count({ where: { topic: "mail" } });
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.body.details).toMatchObject({ reason: "alreadySent" });
    expect((await send({ template: "offer" })).body.details).toMatchObject({ reason: "notFitting" });
    expect(await db().outboxMessage.count({ where: { topic: "mail" } })).toBe(count);
    const forced = await send({ force: true, to: "office@example.com", template: "voucher" });
    expect(forced.body).toMatchObject({ template: "voucher", to: "office@example.com" });
  });

  it("refuses without an address, bad input, and anyone but staff", async () => {
    const b = english; // Erika has no e-mail address
    const send = (body: Record<string, unknown>, token = staff) =>
      call(sendMail, { method: "POST", token, params: { id: String(b.id) }, body });
    expect((await send({})).body.details).toMatchObject({ reason: "noRecipient" });
    expect((await send({ template: "letter" })).status).toBe(400);
    expect((await send({ to: "not-an-address" })).status).toBe(400);
    expect((await send({}, ownAgency)).status).toBe(403);
  });
});
