// Invoices and credit notes issued from bookings (lib/domain/finance): numbers gap-free per series
// and year (also when twenty are issued at once), the tax per rate, the PDF as issued (read back,
// its hash), an issued invoice that never changes, deposit and final invoices, credit notes, what
// is open of each, the list and its CSV, and the GiroCode of a booking (decoded from the image).
import { createHash } from "node:crypto";
import jsQR from "jsqr";
import sharp from "sharp";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as recordPayment } from "@/app/api/bookings/[id]/payment/route";
import { POST as paymentQr } from "@/app/api/bookings/[id]/paymentqrcode/route";
import { GET as listInvoices } from "@/app/api/invoices/route";
import { GET as invoiceCsv } from "@/app/api/invoices/listCSV/route";
import { DELETE as deleteInvoice, GET as getInvoice, POST as changeInvoice } from "@/app/api/invoices/[id]/route";
import { GET as invoicePdf } from "@/app/api/invoices/[id]/pdf/route";
import { PUT as payInvoice } from "@/app/api/widget/invoice/[id]/route";
import { POST as payBookingInvoice } from "@/app/api/bookings/[id]/invoice/public/route";
import { POST as sendInvoice } from "@/app/api/bookings/[id]/sendInvoice/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { call } from "../helpers/http";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";
import { bookStay, creditNote, issueInvoice, seedInvoicing } from "../helpers/factories";

let today: string, year: number;
let staff: string, agency: string, resortId: number, rooms: number[], customerId: number;
let next = 0;

beforeAll(async () => {
  today = await operatorToday();
  year = Number(today.slice(0, 4));
  ({ staff, agency, resortId, rooms, customerId } = await seedInvoicing(40, GERMAN_COMPANY_WITH_BANK));
});

/** A confirmed two-night stay (200.00, 13.08 of it tax), 120 days ahead, priced. */
const booking = async () =>
  (
    await bookStay(staff, {
      resortId,
      customerId,
      roomId: rooms[next++],
      from: addCalendarDays(today, 120 + next * 3),
      priced: true,
    })
  ).id;

const invoice = (id: number, kind = "full", token = staff) => issueInvoice(token, id, kind);

/** The invoice as GET /api/invoices/{id} answers it. */
const invoiceOf = (id: number) => call(getInvoice, { token: staff, params: { id: String(id) } });

/** A payment recorded at the desk for booking `id`, in EUR. */
const payAtDesk = (id: number, amount: string, method: string, reference?: string) =>
  call(recordPayment, {
    method: "POST",
    token: staff,
    params: { id: String(id) },
    body: { amount, currency: "EUR", method, reference },
  });

const pdfText = async (id: number) => {
  const res = await call(invoicePdf, { token: staff, params: { id: String(id) } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const pdf = await invoicePdf(
    new (await import("next/server")).NextRequest(`http://localhost/api/invoices/${id}/pdf`, {
      headers: { authorization: `Bearer ${staff}` },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  const bytes = new Uint8Array(await pdf.arrayBuffer());
  const text = (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text as string;
  return { text, hash: createHash("sha256").update(bytes).digest("hex") };
};

describe("POST /api/bookings/{id}/invoice", () => {
  it("issues the whole booking: a number of its series and year, the tax per rate, the PDF as issued", async () => {
    const id = await booking();
    const res = await invoice(id);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      kind: "full",
      series: "invoice",
      state: "open",
      date: today,
      currency: "EUR",
      total: "200.00",
      net: "186.92",
      tax: "13.08",
      amountDue: "200.00",
      open: "200.00",
      taxBreakdown: [{ rate: "7", net: "186.92", tax: "13.08" }],
      buyer: { name: "Erika Muster", city: "Berlin", customerId },
      seller: { name: "Coral Bay Resort GmbH", vatId: "DE123456789" },
    });
    expect(res.body.number).toMatch(new RegExp(`^INV${year}-\\d{5}$`));
    expect(res.body.publicUrl).toMatch(new RegExp(`/invoice/${res.body.id}\\?token=[\\w-]{40,}$`));
    const { text, hash } = await pdfText(res.body.id);
    expect(hash).toBe(res.body.pdfHash);
    // the booking's language is German: the PDF is too
    expect(text).toContain(`Rechnung ${res.body.number}`);
    expect(text).toContain("Erika Muster");
    expect(text).toContain("200,00");
    expect(text).toContain("13,08");
    expect(text).toContain("IBAN DE89 3704 0044 0532 0130 00");
  });

  it("an issued invoice never changes: 409 to a change or a delete, and the database refuses it too", async () => {
    const { body } = await invoice(await booking());
    const params = { id: String(body.id) };
    expect((await call(changeInvoice, { method: "POST", token: staff, params, body: { total: "1" } })).status).toBe(
      409,
    );
    expect((await call(deleteInvoice, { method: "DELETE", token: staff, params })).status).toBe(409);
    await expect(db().invoice.update({ where: { id: body.id }, data: { total: "1" } })).rejects.toThrow();
    // its PDF is written once, when it is sealed right after the issue: never replaced
    expect(body.pdfHash).toMatch(/^[0-9a-f]{64}$/);
    await expect(db().invoice.update({ where: { id: body.id }, data: { pdfHash: "0".repeat(64) } })).rejects.toThrow();
    await expect(db().invoice.delete({ where: { id: body.id } })).rejects.toThrow();
    expect((await call(getInvoice, { token: staff, params })).body.total).toBe("200.00");
  });

  it("is issued once for the same lines; a credit note cancels it (own series, negated) and the booking may be invoiced again", async () => {
    const id = await booking();
    const first = await invoice(id);
    const twice = await invoice(id);
    expect(twice.status).toBe(409);
    expect(twice.body.details.reason).toBe("alreadyInvoiced");
    expect((await creditNote(staff, first.body.id)).status).toBe(400);
    const cn = await creditNote(staff, first.body.id, { reason: "wrong address" });
    expect(cn.status, cn.text).toBe(201);
    expect(cn.body).toMatchObject({
      series: "credit",
      kind: "credit",
      state: "credit",
      total: "-200.00",
      amountDue: "-200.00",
      taxBreakdown: [{ rate: "7", net: "-186.92", tax: "-13.08" }],
      credits: { id: first.body.id, number: first.body.number },
      reason: "wrong address",
    });
    expect(cn.body.number).toMatch(new RegExp(`^CRN${year}-\\d{5}$`));
    const cnText = (await pdfText(cn.body.id)).text;
    expect(cnText).toContain(`Gutschrift ${cn.body.number}`);
    expect(cnText).toContain(first.body.number);
    const original = await invoiceOf(first.body.id);
    expect(original.body).toMatchObject({ state: "credited", open: "0.00", creditedBy: { id: cn.body.id } });
    // credited already, and a credit note is not credited
    expect((await creditNote(staff, first.body.id, { reason: "x" })).status).toBe(409);
    expect((await creditNote(staff, cn.body.id, { reason: "x" })).status).toBe(409);
    const again = await invoice(id);
    expect(again.status, again.text).toBe(201);
    expect(again.body.number).not.toBe(first.body.number);
  });

  it("deposit, then final: the deposit invoice is paid by the transfer, the final one deducts it and asks for the rest", async () => {
    const id = await booking();
    expect((await invoice(id, "final")).status).toBe(409);
    const paid = await payAtDesk(id, "60.00", "transfer", "deposit");
    expect(paid.status, paid.text).toBe(201);
    const dep = await invoice(id, "deposit");
    expect(dep.status, dep.text).toBe(201);
    expect(dep.body).toMatchObject({ kind: "deposit", total: "60.00", tax: "3.93", open: "0.00", state: "paid" });
    expect((await invoice(id, "deposit")).status).toBe(409);
    const full = await invoice(id, "full");
    expect(full.status).toBe(409);
    expect(full.body.details.reason).toBe("useFinal");
    const fin = await invoice(id, "final");
    expect(fin.status, fin.text).toBe(201);
    expect(fin.body).toMatchObject({
      kind: "final",
      total: "200.00",
      deducted: "60.00",
      amountDue: "140.00",
      open: "140.00",
      deductions: [{ id: dep.body.id, number: dep.body.number, gross: "60.00" }],
    });
    const text = (await pdfText(fin.body.id)).text;
    expect(text).toContain("Schlussrechnung");
    expect(text).toContain(`Abzüglich Anzahlungsrechnung ${dep.body.number}`);
    expect(text).toContain("140,00");
  });

  it("refuses a bad kind (400), an agency (403), an empty or cancelled booking (409), and issues nothing", async () => {
    const id = await booking();
    expect((await invoice(id, "everything")).status).toBe(400);
    expect((await invoice(id, "full", agency)).status).toBe(403);
    const empty = (
      await bookStay(staff, { resortId, customerId, roomId: rooms[next++], from: addCalendarDays(today, 300) })
    ).id;
    await db().bookingCalculationLine.deleteMany({ where: { bookingId: empty } });
    await db().booking.update({ where: { id: empty }, data: { total: "0" } });
    const none = await invoice(empty);
    expect(none.status).toBe(409);
    await db().booking.update({ where: { id }, data: { state: "deleted" } });
    expect((await invoice(id)).status).toBe(409);
    expect(await db().invoice.count({ where: { bookingId: { in: [id, empty] } } })).toBe(0);
  });

  it("twenty invoices issued at once get twenty consecutive numbers: no gap, no duplicate", async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await booking());
    const answers = await Promise.all(ids.map((id) => invoice(id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const seqs = answers.map((a) => Number(a.body.number.split("-")[1])).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(20);
    expect(seqs.at(-1)! - seqs[0]).toBe(19);
    const all = await db().invoice.findMany({
      where: { series: "invoice", year },
      select: { seq: true },
      orderBy: { seq: "asc" },
    });
    expect(all.map((r) => r.seq)).toEqual(Array.from({ length: all.length }, (_, i) => i + 1));
    // twenty bookings and twenty PDFs drawn on a shared CI machine: more than the default 30 s
  }, 120_000);
});

describe("the invoice list, its CSV and the GiroCode", () => {
  it("lists invoices by state and number, paged on the server; the CSV has the same rows", async () => {
    const id = await booking();
    const made = await invoice(id);
    const open = await call(listInvoices, {
      token: staff,
      query: { "filter[state]": "open", search: made.body.number },
    });
    expect(open.status, open.text).toBe(200);
    expect(open.body).toMatchObject({ total: 1, data: [{ id: made.body.id, state: "open" }] });
    const page = await call(listInvoices, { token: staff, query: { size: 2, page: 1 } });
    expect(page.body.data).toHaveLength(2);
    expect((await call(listInvoices, { token: staff, query: { "filter[state]": "maybe" } })).status).toBe(400);
    expect((await call(listInvoices, { token: agency })).status).toBe(403);
    const csv = await call(invoiceCsv, {
      token: staff,
      query: { search: made.body.number },
      headers: { "accept-language": "en" },
    });
    expect(csv.status).toBe(200);
    expect(csv.text.split("\n")[0]).toContain("Number");
    expect(csv.text).toContain(made.body.number);
  });

  it("the GiroCode of a booking's open amount decodes to the EPC transfer", async () => {
    const id = await booking();
    const res = await call(paymentQr, { method: "POST", token: staff, params: { id: String(id) } });
    expect(res.status).toBe(200);
    const raw = await paymentQr(
      new (await import("next/server")).NextRequest(`http://localhost/api/bookings/${id}/paymentqrcode`, {
        method: "POST",
        headers: { authorization: `Bearer ${staff}` },
      }),
      { params: Promise.resolve({ id: String(id) }) },
    );
    const png = Buffer.from(await raw.arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    const number = (await db().booking.findUniqueOrThrow({ where: { id } })).bookingNo;
    expect(code?.data).toBe(
      `BCD\n002\n1\nSCT\nCOBADEFFXXX\nCoral Bay Resort GmbH\nDE89370400440532013000\nEUR200.00\n\n\n${number}`,
    );
  });
});

describe("the guest's invoice: its link, paying it, mailing it", () => {
  const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

  it("the link's token opens the PDF and pays what is open; a wrong or missing token is the missing invoice's 404", async () => {
    const id = await booking();
    const inv = (await invoice(id)).body;
    const token = tokenOf(inv.publicUrl);
    const pdf = await call(invoicePdf, { params: { id: String(inv.id) }, query: { token } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    for (const wrong of [undefined, "x".repeat(43), tokenOf((await invoice(await booking())).body.publicUrl)])
      expect((await call(invoicePdf, { params: { id: String(inv.id) }, query: { token: wrong } })).status).toBe(404);
    expect((await call(invoicePdf, { params: { id: "999999" }, query: { token } })).status).toBe(404);

    const pay = await call(payInvoice, {
      method: "PUT",
      params: { id: String(inv.id) },
      body: { token, provider: "offline" },
    });
    expect(pay.status, pay.text).toBe(200);
    expect(pay.body).toMatchObject({ provider: "offline", amount: "200.00", currency: "EUR" });
    expect(pay.body.url).toContain(`/invoice/${inv.id}?token=${token}&payment=success`);
    const foreign = await call(payInvoice, {
      method: "PUT",
      params: { id: String(inv.id) },
      body: { provider: "offline" },
    });
    expect(foreign.status).toBe(404);
    const byBooking = await call(payBookingInvoice, {
      method: "POST",
      params: { id: String(id) },
      body: { token, invoiceId: inv.id, level: "open" },
    });
    expect(byBooking.status, byBooking.text).toBe(200);
    expect(byBooking.body.amount).toBe("200.00");
  });

  it("once the booking is paid the invoice is, and paying it again is a 409", async () => {
    const id = await booking();
    const inv = (await invoice(id)).body;
    await payAtDesk(id, "200.00", "card");
    const now = await invoiceOf(inv.id);
    expect(now.body).toMatchObject({ state: "paid", open: "0.00" });
    const again = await call(payInvoice, {
      method: "PUT",
      params: { id: String(inv.id) },
      body: { token: tokenOf(inv.publicUrl), provider: "offline" },
    });
    expect(again.status).toBe(409);
  });

  it("sendInvoice mails it after the commit with its PDF and link, once unless forced", async () => {
    const id = await booking();
    const inv = (await invoice(id)).body;
    const send = (body: Record<string, unknown> = {}) =>
      call(sendInvoice, { method: "POST", token: staff, params: { id: String(id) }, body });
    const sent = await send();
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ invoiceId: inv.id, number: inv.number, to: "erika@example.com" });
    const mail = await db().outboxMessage.findFirst({ where: { topic: "mail" }, orderBy: { id: "desc" } });
    const payload = mail!.payload as {
      to: string;
      subject: string;
      text: string;
      attachments: { filename: string; base64: string }[];
    };
    expect(payload.to).toBe("erika@example.com");
    expect(payload.subject).toBe(`Rechnung ${inv.number}`);
    expect(payload.text).toContain(inv.publicUrl);
    expect(payload.text).toContain("200,00");
    expect(payload.attachments[0].filename).toBe(`${inv.number}.pdf`);
    const attached = Buffer.from(payload.attachments[0].base64, "base64");
    expect(createHash("sha256").update(attached).digest("hex")).toBe(inv.pdfHash);
    expect((await send()).status).toBe(409);
    expect((await send({ force: true, to: "office@example.com" })).body.to).toBe("office@example.com");
    expect(
      (await call(sendInvoice, { method: "POST", token: agency, params: { id: String(id) }, body: {} })).status,
    ).toBe(403);
  });
});
