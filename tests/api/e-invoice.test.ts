// The EN 16931 e-invoice of an issued invoice (lib/domain/finance/e-invoice.ts): the XRechnung (UBL)
// of GET /api/invoices/{id}/xml and the Factur-X XML attached to the stored PDF, both parsed back
// and checked for the business terms (BT-1 number ... BT-115 amount due, the VAT breakdown BG-23,
// the prepaid amount of a final invoice, the invoice a credit note cancels, the IBAN), and the 409
// naming what the company's data lacks when no e-invoice could be made.
import { createHash } from "node:crypto";
import { XMLParser } from "fast-xml-parser";
import { NextRequest } from "next/server";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as invoicePdf } from "@/app/api/invoices/[id]/pdf/route";
import { GET as invoiceXml } from "@/app/api/invoices/[id]/xml/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { writeGroup } from "@/lib/domain/settings/group-settings";
import { call } from "../helpers/http";
import { GERMAN_COMPANY_WITH_BANK } from "../helpers/company";
import { bookStay, creditNote, issueInvoice, seedInvoicing } from "../helpers/factories";

const COMPANY = {
  ...GERMAN_COMPANY_WITH_BANK,
  email: "rechnung@coralbay.example",
  phone: "+49 381 123456",
  taxNumber: "",
};

let today: string;
let staff: string, agency: string, resortId: number, rooms: number[], customerId: number;
let next = 0;

beforeAll(async () => {
  today = await operatorToday();
  ({ staff, agency, resortId, rooms, customerId } = await seedInvoicing(10, COMPANY));
});

afterAll(() => writeGroup("company", COMPANY));

/** A confirmed two-night stay, priced; its id and booking number. */
async function booking() {
  const { id } = await bookStay(staff, {
    resortId,
    customerId,
    roomId: rooms[next++],
    from: addCalendarDays(today, 120 + next * 3),
    priced: true,
  });
  const { bookingNo } = await db().booking.findUniqueOrThrow({ where: { id }, select: { bookingNo: true } });
  return { id, number: bookingNo! };
}

async function invoice(bookingId: number, kind = "full") {
  const res = await issueInvoice(staff, bookingId, kind);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const xmlParser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) =>
    [
      "InvoiceLine",
      "CreditNoteLine",
      "TaxSubtotal",
      "Note",
      "PartyTaxScheme",
      "IncludedSupplyChainTradeLineItem",
      "ApplicableTradeTax",
      "IncludedNote",
      "SpecifiedTaxRegistration",
    ].includes(name),
});

/** An element's text, also when it carries attributes (currencyID, schemeID). */
const text = (v: unknown): string =>
  v && typeof v === "object" ? String((v as { "#text": unknown })["#text"]) : String(v);

/** GET /xml: the XRechnung parsed (its root element's content). */
async function xrechnung(id: number) {
  const res = await call(invoiceXml, { token: staff, params: { id: String(id) } });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.xml"$/);
  const doc = xmlParser.parse(res.text);
  return (doc.Invoice ?? doc.CreditNote) as any;
}

/** The stored PDF: its bytes' hash, its text and the files attached to it (by name). */
async function pdfOf(id: number) {
  const res = await invoicePdf(
    new NextRequest(`http://localhost/api/invoices/${id}/pdf`, { headers: { authorization: `Bearer ${staff}` } }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const pdf = await getDocumentProxy(bytes.slice());
  // pdf.js lists the embedded files (EmbeddedFiles of the catalogue's Names) and reads each by its id
  const attachments = ((await pdf.getAttachments()) ?? new Map()) as Map<string, { filename: string }>;
  const files: Record<string, string> = {};
  for (const [fileId, a] of attachments)
    files[a.filename] = Buffer.from((await pdf.getAttachmentContent(fileId)) as Uint8Array).toString("utf8");
  const content = (await extractText(pdf, { mergePages: true })).text as string;
  return { hash: createHash("sha256").update(bytes).digest("hex"), text: content, files };
}

/** The Factur-X (CII) attached to the PDF, parsed. */
async function facturX(id: number) {
  const { files, hash, text: content } = await pdfOf(id);
  expect(Object.keys(files)).toEqual(["factur-x.xml"]);
  return { cii: xmlParser.parse(files["factur-x.xml"]).CrossIndustryInvoice as any, hash, text: content };
}

describe("GET /api/invoices/{id}/xml: XRechnung (UBL)", () => {
  it("carries the invoice's EN 16931 business terms", async () => {
    const b = await booking();
    const inv = await invoice(b.id);
    const x = await xrechnung(inv.id);
    expect(x.CustomizationID).toBe("urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(x.ID).toBe(inv.number); // BT-1
    expect(x.IssueDate).toBe(today); // BT-2
    expect(x.InvoiceTypeCode).toBe("380"); // BT-3
    expect(x.DocumentCurrencyCode).toBe("EUR"); // BT-5
    expect(x.DueDate).toBe(inv.dueDate); // BT-9
    expect(x.BuyerReference).toBe(b.number); // BT-10
    const seller = x.AccountingSupplierParty.Party;
    expect(seller.PartyLegalEntity.RegistrationName).toBe(COMPANY.name); // BT-27
    expect(seller.PartyTaxScheme.map((s: any) => [s.CompanyID, s.TaxScheme.ID])).toEqual([[COMPANY.vatId, "VAT"]]); // BT-31
    expect(seller.PostalAddress).toMatchObject({
      StreetName: COMPANY.street,
      CityName: COMPANY.city,
      PostalZone: COMPANY.zip,
      Country: { IdentificationCode: "DE" }, // BT-40
    });
    expect(text(seller.EndpointID)).toBe(COMPANY.email); // BT-34
    expect(seller.Contact).toMatchObject({ Telephone: COMPANY.phone, ElectronicMail: COMPANY.email });
    const buyer = x.AccountingCustomerParty.Party;
    expect(buyer.PartyLegalEntity.RegistrationName).toBe("Erika Muster"); // BT-44
    expect(buyer.PostalAddress).toMatchObject({
      CityName: "Berlin",
      PostalZone: "10115",
      Country: { IdentificationCode: "DE" },
    });
    // the lines: their nets (BT-131) add up to the sum of line nets (BT-106)
    const lines = x.InvoiceLine as any[];
    expect(lines.length).toBe(inv.lines.length);
    expect(lines.map((l) => text(l.LineExtensionAmount))).toEqual(inv.lines.map((l: any) => l.net));
    expect(lines.map((l) => l.Item.ClassifiedTaxCategory.ID)).toEqual(inv.lines.map(() => "S"));
    const totals = x.LegalMonetaryTotal;
    expect(text(totals.LineExtensionAmount)).toBe("186.92"); // BT-106
    expect(text(totals.TaxExclusiveAmount)).toBe("186.92"); // BT-109
    expect(text(x.TaxTotal.TaxAmount)).toBe("13.08"); // BT-110
    expect(text(totals.TaxInclusiveAmount)).toBe("200.00"); // BT-112
    expect(totals.PrepaidAmount).toBeUndefined(); // BT-113
    expect(text(totals.PayableAmount)).toBe("200.00"); // BT-115
    // BG-23: one breakdown per rate
    expect(
      (x.TaxTotal.TaxSubtotal as any[]).map((s) => [
        s.TaxCategory.ID,
        s.TaxCategory.Percent,
        text(s.TaxableAmount),
        text(s.TaxAmount),
      ]),
    ).toEqual([["S", "7", "186.92", "13.08"]]);
    // BG-16/17: a SEPA credit transfer to the company's account, the number as the reference
    expect(x.PaymentMeans).toMatchObject({
      PaymentMeansCode: "58",
      PaymentID: inv.number,
      PayeeFinancialAccount: { ID: COMPANY.iban, FinancialInstitutionBranch: { ID: COMPANY.bic } },
    });
  });

  it("a final invoice: its deposit invoices are the prepaid amount (BT-113), the rest is due", async () => {
    const b = await booking();
    const dep = await invoice(b.id, "deposit");
    expect(dep.total).toBe("60.00");
    const fin = await invoice(b.id, "final");
    const x = await xrechnung(fin.id);
    expect(x.InvoiceTypeCode).toBe("380");
    const totals = x.LegalMonetaryTotal;
    expect(text(totals.TaxExclusiveAmount)).toBe("186.92");
    expect(text(totals.TaxInclusiveAmount)).toBe("200.00");
    expect(text(totals.PrepaidAmount)).toBe("60.00");
    expect(text(totals.PayableAmount)).toBe("140.00");
    expect((x.Note as string[]).join("\n")).toContain(dep.number);
    const { cii } = await facturX(fin.id);
    const sum =
      cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    expect([text(sum.GrandTotalAmount), text(sum.TotalPrepaidAmount), text(sum.DuePayableAmount)]).toEqual([
      "200.00",
      "60.00",
      "140.00",
    ]);
  });

  it("a credit note: type 381, positive amounts, the invoice it cancels (BT-25)", async () => {
    const b = await booking();
    const inv = await invoice(b.id);
    const cn = await creditNote(staff, inv.id, { reason: "wrong address" });
    expect(cn.status, cn.text).toBe(201);
    const x = await xrechnung(cn.body.id);
    expect(x.ID).toBe(cn.body.number);
    expect(x.CreditNoteTypeCode).toBe("381");
    expect(x.BillingReference.InvoiceDocumentReference).toEqual({ ID: inv.number, IssueDate: inv.date });
    expect(text(x.LegalMonetaryTotal.TaxInclusiveAmount)).toBe("200.00");
    expect(text(x.LegalMonetaryTotal.PayableAmount)).toBe("200.00");
    expect(text(x.TaxTotal.TaxAmount)).toBe("13.08");
    expect((x.CreditNoteLine as any[]).map((l) => text(l.LineExtensionAmount))).toEqual(
      inv.lines.map((l: any) => l.net),
    );
    expect((x.Note as string[]).join("\n")).toContain("wrong address");
    const { cii } = await facturX(cn.body.id);
    expect(cii.ExchangedDocument.TypeCode).toBe("381");
    expect(
      cii.SupplyChainTradeTransaction.ApplicableHeaderTradeSettlement.InvoiceReferencedDocument.IssuerAssignedID,
    ).toBe(inv.number);
  });

  it("refuses an agency (403) and an unknown invoice (404)", async () => {
    const inv = await invoice((await booking()).id);
    expect((await call(invoiceXml, { token: agency, params: { id: String(inv.id) } })).status).toBe(403);
    expect((await call(invoiceXml, { token: staff, params: { id: "99999999" } })).status).toBe(404);
  });
});

describe("Factur-X in the stored PDF", () => {
  it("the PDF as issued (its hash kept) is Factur-X EN 16931 with the invoice's XML attached", async () => {
    const inv = await invoice((await booking()).id);
    const { cii, hash, text: content } = await facturX(inv.id);
    expect(hash).toBe(inv.pdfHash);
    expect(content).toContain(`Rechnung ${inv.number}`);
    expect(cii.ExchangedDocumentContext.GuidelineSpecifiedDocumentContextParameter.ID).toBe("urn:cen.eu:en16931:2017");
    expect(cii.ExchangedDocument.ID).toBe(inv.number);
    expect(cii.ExchangedDocument.TypeCode).toBe("380");
    expect(text(cii.ExchangedDocument.IssueDateTime.DateTimeString)).toBe(today.replaceAll("-", ""));
    const trade = cii.SupplyChainTradeTransaction;
    expect(trade.ApplicableHeaderTradeAgreement.SellerTradeParty.Name).toBe(COMPANY.name);
    expect(text(trade.ApplicableHeaderTradeAgreement.SellerTradeParty.SpecifiedTaxRegistration[0].ID)).toBe(
      COMPANY.vatId,
    );
    expect(trade.ApplicableHeaderTradeAgreement.BuyerTradeParty.Name).toBe("Erika Muster");
    const settlement = trade.ApplicableHeaderTradeSettlement;
    expect(settlement.InvoiceCurrencyCode).toBe("EUR");
    expect(settlement.SpecifiedTradeSettlementPaymentMeans.PayeePartyCreditorFinancialAccount.IBANID).toBe(
      COMPANY.iban,
    );
    const tax = settlement.ApplicableTradeTax as any[];
    expect(
      tax.map((t) => [t.CategoryCode, t.RateApplicablePercent, text(t.BasisAmount), text(t.CalculatedAmount)]),
    ).toEqual([["S", "7", "186.92", "13.08"]]);
    const sum = settlement.SpecifiedTradeSettlementHeaderMonetarySummation;
    expect([
      text(sum.TaxBasisTotalAmount),
      text(sum.TaxTotalAmount),
      text(sum.GrandTotalAmount),
      text(sum.DuePayableAmount),
    ]).toEqual(["186.92", "13.08", "200.00", "200.00"]);
  });
});

describe("a company without what EN 16931 requires", () => {
  it("still issues the invoice with a plain PDF; /xml answers 409 naming what is missing, in the caller's language", async () => {
    await writeGroup("company", { ...COMPANY, vatId: "", taxNumber: "", phone: "" });
    try {
      const inv = await invoice((await booking()).id);
      expect(inv.seller).toMatchObject({ name: COMPANY.name, vatId: "" });
      const { files, hash } = await pdfOf(inv.id);
      expect(files).toEqual({});
      expect(hash).toBe(inv.pdfHash);
      const params = { id: String(inv.id) };
      const en = await call(invoiceXml, { token: staff, params, headers: { "accept-language": "en" } });
      expect(en.status).toBe(409);
      expect(en.body.details).toEqual({ reason: "eInvoiceIncomplete", missing: ["sellerTaxId", "sellerPhone"] });
      expect(en.body.message).toContain("company VAT ID or tax number, company phone number");
      const de = await call(invoiceXml, { token: staff, params, headers: { "accept-language": "de" } });
      expect(de.status).toBe(409);
      expect(de.body.message).toContain("USt-IdNr. oder Steuernummer der Firma, Telefonnummer der Firma");
    } finally {
      await writeGroup("company", COMPANY);
    }
  });

  it("a tax number instead of a VAT ID is enough (BT-32)", async () => {
    await writeGroup("company", { ...COMPANY, vatId: "", taxNumber: "204/123/45678" });
    try {
      const inv = await invoice((await booking()).id);
      const x = await xrechnung(inv.id);
      expect(x.AccountingSupplierParty.Party.PartyTaxScheme.map((s: any) => [s.CompanyID, s.TaxScheme.ID])).toEqual([
        ["204/123/45678", "FC"],
      ]);
    } finally {
      await writeGroup("company", COMPANY);
    }
  });
});
