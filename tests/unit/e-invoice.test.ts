// The e-invoice's data from an invoice's snapshot (lib/domain/finance/e-invoice.ts), without a
// database: a rate-0 line is exempt ("E") with its reason, a discount line has a negative quantity
// and a positive price, a price that does not divide exactly is given per the whole quantity, a
// credit note is positive again, and what the parties lack for an e-invoice.
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { dec } from "@/lib/core/money";
import { eInvoiceGaps, en16931Invoice, withEInvoice } from "@/lib/domain/finance/e-invoice";
import type { InvoiceDocument } from "@/lib/domain/finance/invoice-pdf";
import { GERMAN_COMPANY } from "../helpers/company";

const seller = {
  ...GERMAN_COMPANY,
  email: "rechnung@coralbay.example",
  phone: "+49 381 123456",
  iban: "DE89 3704 0044 0532 0130 00",
};
const buyer = { name: "Tauchreisen AG", zip: "80331", city: "München", country: "DE", email: "ap@tauchreisen.example" };

const doc = (o: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: "INV2026-00007",
  kind: "full",
  date: "2026-12-07",
  dueDate: null,
  language: "en",
  currency: "EUR",
  seller,
  buyer,
  booking: { number: "B-1001", from: "2027-04-01", to: "2027-04-04", asset: null },
  lines: [
    { text: "Room", quantity: "3", unitPrice: "100.00", net: "280.37", taxRate: "7", tax: "19.63", gross: "300.00" },
    {
      text: "Early bird",
      quantity: "1",
      unitPrice: "-30.00",
      net: "-28.03",
      taxRate: "7",
      tax: "-1.97",
      gross: "-30.00",
    },
    { text: "Tourist tax", quantity: "6", unitPrice: "2.50", net: "15.00", taxRate: "0", tax: "0.00", gross: "15.00" },
  ],
  taxBreakdown: [
    { rate: "7", net: "252.34", tax: "17.66" },
    { rate: "0", net: "15.00", tax: "0.00" },
  ],
  net: "267.34",
  tax: "17.66",
  total: "285.00",
  deductions: [],
  amountDue: "285.00",
  ...o,
});

describe("en16931Invoice", () => {
  it("a rate-0 line is exempt (E) with the reason; a discount is a negative quantity at a positive price", () => {
    const u = en16931Invoice(doc())["ubl:Invoice"];
    const lines = u["cac:InvoiceLine"];
    expect(lines.map((l) => l["cac:Item"]["cac:ClassifiedTaxCategory"]["cbc:ID"])).toEqual(["S", "S", "E"]);
    // 280.37 / 3 is not exact: the price of all three (base quantity 3)
    expect(lines[0]["cac:Price"]).toMatchObject({ "cbc:PriceAmount": "280.37", "cbc:BaseQuantity": "3" });
    expect([lines[1]["cbc:InvoicedQuantity"], lines[1]["cac:Price"]["cbc:PriceAmount"]]).toEqual(["-1", "28.03"]);
    expect([lines[2]["cbc:InvoicedQuantity"], lines[2]["cac:Price"]["cbc:PriceAmount"]]).toEqual(["6", "2.50"]);
    // quantity x price / base is each line's net
    for (const l of lines) {
      const p = l["cac:Price"];
      const net = dec(l["cbc:InvoicedQuantity"])
        .times(p["cbc:PriceAmount"])
        .div(p["cbc:BaseQuantity"] ?? "1");
      expect(net.toFixed(2)).toBe(l["cbc:LineExtensionAmount"]);
    }
    const breakdown = u["cac:TaxTotal"][0]["cac:TaxSubtotal"]!;
    expect(breakdown.map((b) => b["cac:TaxCategory"])).toEqual([
      { "cbc:ID": "S", "cbc:Percent": "7", "cac:TaxScheme": { "cbc:ID": "VAT" } },
      {
        "cbc:ID": "E",
        "cbc:Percent": "0",
        "cbc:TaxExemptionReason": "Exempt from VAT",
        "cac:TaxScheme": { "cbc:ID": "VAT" },
      },
    ]);
    // no due date: the terms say when (BR-CO-25); the IBAN without its spaces
    expect(u["cac:PaymentTerms"]).toEqual({ "cbc:Note": "Payable on receipt without deduction" });
    expect(u["cac:PaymentMeans"]![0]["cac:PayeeFinancialAccount"]!["cbc:ID"]).toBe("DE89370400440532013000");
  });

  it("a credit note: 381, every amount positive, the invoice it cancels, no account to pay to", () => {
    const neg = (s: string) => dec(s).negated().toFixed(2);
    const d = doc();
    const u = en16931Invoice(
      doc({
        kind: "credit",
        lines: d.lines.map((l) => ({
          ...l,
          quantity: dec(l.quantity).negated().toFixed(),
          net: neg(l.net),
          tax: neg(l.tax),
          gross: neg(l.gross),
        })),
        taxBreakdown: d.taxBreakdown.map((p) => ({ rate: p.rate, net: neg(p.net), tax: neg(p.tax) })),
        net: "-267.34",
        tax: "-17.66",
        total: "-285.00",
        amountDue: "-285.00",
        credits: { number: "INV2026-00001", date: "2026-12-01" },
        reason: "cancelled",
      }),
    )["ubl:Invoice"];
    expect(u["cbc:InvoiceTypeCode"]).toBe("381");
    expect(u["cac:BillingReference"]).toEqual([
      { "cac:InvoiceDocumentReference": { "cbc:ID": "INV2026-00001", "cbc:IssueDate": "2026-12-01" } },
    ]);
    expect(u["cac:InvoiceLine"].map((l) => [l["cbc:InvoicedQuantity"], l["cbc:LineExtensionAmount"]])).toEqual([
      ["3", "280.37"],
      ["-1", "-28.03"],
      ["6", "15.00"],
    ]);
    expect(u["cac:LegalMonetaryTotal"]).toMatchObject({
      "cbc:TaxInclusiveAmount": "285.00",
      "cbc:PayableAmount": "285.00",
    });
    expect(u["cac:LegalMonetaryTotal"]["cbc:PrepaidAmount"]).toBeUndefined();
    expect(u["cac:PaymentMeans"]).toEqual([{ "cbc:PaymentMeansCode": "1", "cbc:PaymentID": "INV2026-00007" }]);
    expect(u["cac:PaymentTerms"]).toBeUndefined();
  });
});

describe("eInvoiceGaps", () => {
  it("names what the seller and the buyer lack; a tax number stands in for the VAT ID", () => {
    expect(eInvoiceGaps(seller, buyer)).toEqual([]);
    expect(eInvoiceGaps({ ...seller, vatId: "", taxNumber: "204/123/45678" }, buyer)).toEqual([]);
    expect(eInvoiceGaps({ name: "Kiosk", vatId: " " }, { name: "Guest", country: "Germany" })).toEqual([
      "sellerStreet",
      "sellerZip",
      "sellerCity",
      "sellerCountry",
      "sellerTaxId",
      "sellerEmail",
      "sellerPhone",
      "buyerZip",
      "buyerCity",
      "buyerCountry",
      "buyerEmail",
    ]);
  });
});

describe("withEInvoice", () => {
  it("the library accepts the data: an XRechnung with the exempt breakdown, the PDF with factur-x.xml", async () => {
    // the smallest PDF pdf-lib loads: one empty page
    const pdf = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj " +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF",
    );
    const { pdf: facturX, xml } = await withEInvoice(doc(), pdf);
    const x = new XMLParser({ removeNSPrefix: true, parseTagValue: false }).parse(xml!).Invoice;
    expect(x.TaxTotal.TaxSubtotal[1].TaxCategory).toMatchObject({ ID: "E", TaxExemptionReason: "Exempt from VAT" });
    expect(facturX.toString("latin1")).toContain("factur-x.xml");
    expect(await withEInvoice(doc({ seller: { ...seller, phone: "" } }), pdf)).toEqual({ pdf, xml: null });
  });
});
