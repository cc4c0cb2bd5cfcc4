// An issued invoice or credit note as an EN 16931 e-invoice, made once at issue from its snapshot
// with @e-invoice-eu/core: XRechnung 3.0 in UBL (stored beside the invoice, GET
// /api/invoices/{id}/xml) and Factur-X/ZUGFeRD in its EN 16931 profile (CII, attached to the PDF
// that is stored and hashed, which becomes PDF/A-3). A credit note is type 381 with positive
// amounts naming the invoice it cancels (BT-25); a final invoice's deposit invoices are its prepaid
// amount (BT-113); the booking number is the buyer reference (BT-10). When the seller's or the
// buyer's data lacks what EN 16931 and XRechnung require, no e-invoice is made: the invoice is
// issued with its plain PDF and /xml answers 409 naming what was missing (docs/decisions.md).
import { FormatFactoryService, invoiceSchema, type Invoice, type InvoiceServiceOptions } from "@e-invoice-eu/core";
import Ajv2019, { type ValidateFunction } from "ajv/dist/2019";
import { db } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { dec, ZERO, type Decimal } from "../../core/money";
import { formatDay } from "../../i18n/date-format";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import type { InvoiceDocument, Party } from "./invoice-pdf";

type Ubl = Invoice["ubl:Invoice"];
type Line = Ubl["cac:InvoiceLine"][number];
type Category = Line["cac:Item"]["cac:ClassifiedTaxCategory"]["cbc:ID"];
type Currency = Ubl["cbc:DocumentCurrencyCode"];
type Country =
  Ubl["cac:AccountingSupplierParty"]["cac:Party"]["cac:PostalAddress"]["cac:Country"]["cbc:IdentificationCode"];
type Amount = { value: string; currencyID: Currency };

/** The download: XRechnung 3.0 (the German CIUS of EN 16931) in UBL syntax. */
export const XRECHNUNG_FORMAT = "XRECHNUNG-UBL";
/** Embedded in the PDF: Factur-X 1.0 / ZUGFeRD 2 in the EN 16931 profile (CII syntax). */
export const FACTUR_X_FORMAT = "Factur-X-EN16931";

/**
 * What EN 16931 and XRechnung ask of the parties, checked before anything is generated: the
 * seller's name and address (BT-27, BT-35, BT-37, BT-38, BT-40, BR-DE-3/4), its VAT ID or tax
 * number (BT-31/BT-32, BR-DE-16), its e-mail (electronic address BT-34 and contact BT-43) and
 * phone (BT-42, BR-DE-6); the buyer's name, post code, city and country (BT-44, BT-53, BT-52,
 * BT-55, BR-DE-8/9) and e-mail (electronic address BT-49).
 */
export const E_INVOICE_REQUIREMENTS = [
  "sellerName",
  "sellerStreet",
  "sellerZip",
  "sellerCity",
  "sellerCountry",
  "sellerTaxId",
  "sellerEmail",
  "sellerPhone",
  "buyerName",
  "buyerZip",
  "buyerCity",
  "buyerCountry",
  "buyerEmail",
] as const;
export type EInvoiceRequirement = (typeof E_INVOICE_REQUIREMENTS)[number];

const filled = (v: string | undefined) => !!v && v.trim() !== "";
const isCountry = (v: string | undefined) => !!v && /^[A-Z]{2}$/.test(v.trim());

/** What the parties lack for an e-invoice (none: it can be made). */
export function eInvoiceGaps(seller: Party, buyer: Party): EInvoiceRequirement[] {
  const has: Record<EInvoiceRequirement, boolean> = {
    sellerName: filled(seller.name),
    sellerStreet: filled(seller.street),
    sellerZip: filled(seller.zip),
    sellerCity: filled(seller.city),
    sellerCountry: isCountry(seller.country),
    sellerTaxId: filled(seller.vatId) || filled(seller.taxNumber),
    sellerEmail: filled(seller.email),
    sellerPhone: filled(seller.phone),
    buyerName: filled(buyer.name),
    buyerZip: filled(buyer.zip),
    buyerCity: filled(buyer.city),
    buyerCountry: isCountry(buyer.country),
    buyerEmail: filled(buyer.email),
  };
  return E_INVOICE_REQUIREMENTS.filter((k) => !has[k]);
}

/** UNTDID 1001: a commercial invoice (full, deposit and final alike: XRechnung allows no 386) or a credit note. */
const typeCode = (d: InvoiceDocument) => (d.kind === "credit" ? "381" : "380");

/** UNECE Rec. 20 "one" (C62): a line's quantity counts nights, persons or pieces alike. */
const UNIT = "C62";

/**
 * A line's quantity and net price (BT-129, BT-146, BT-149) such that quantity x price / base is its
 * net (BT-131) exactly: the net divided by the quantity when that is exact, else the price of the
 * whole quantity (base quantity = quantity). A negative line (a discount) has a negative quantity,
 * as the net price may not be negative (BR-27).
 */
function quantityAndPrice(quantity: Decimal, net: Decimal): { quantity: Decimal; price: Decimal; base?: Decimal } {
  const q = quantity.isZero() ? dec(1) : quantity.abs();
  const amount = net.abs();
  const signed = net.isNegative() ? q.negated() : q;
  const price = amount.div(q);
  if (price.decimalPlaces() <= 4 && price.times(q).equals(amount)) return { quantity: signed, price };
  return { quantity: signed, price: amount, base: q };
}

const money = (v: Decimal) => v.toFixed(2);

/**
 * The invoice in @e-invoice-eu/core's data model (UBL-shaped, EN 16931's business terms) from the
 * issued snapshot. A credit note's snapshot is the invoice negated; as type 381 its amounts are
 * positive again. Pure: the same snapshot gives the same invoice.
 */
export function en16931Invoice(d: InvoiceDocument): Invoice {
  const t = translator(d.language);
  const sign = d.kind === "credit" ? -1 : 1;
  const amt = (s: string) => dec(s).times(sign);
  const cur = d.currency as Currency;
  const a = (v: Decimal): Amount => ({ value: money(v), currencyID: cur });
  const category = (rate: string): { "cbc:ID": Category; "cbc:Percent": string } => ({
    "cbc:ID": dec(rate).isZero() ? "E" : "S",
    "cbc:Percent": dec(rate).toFixed(),
  });
  const exemptReason = t("invoices.eInvoice.exemptReason");
  const seller = d.seller;
  const buyer = d.buyer;
  const total = amt(d.total);
  const payable = amt(d.amountDue);
  const prepaid = total.minus(payable);
  const notes = [
    ...(d.reason ? [`${t("invoices.pdf.reason")}: ${d.reason}`] : []),
    ...d.deductions.map(
      (x) =>
        `${t("invoices.pdf.deduct", { number: x.number, date: formatDay(x.date, d.language) })}: ${x.gross} ${d.currency}`,
    ),
  ];
  const sellerTax = [
    ...(filled(seller.vatId) ? [{ "cbc:CompanyID": seller.vatId!.trim(), "cac:TaxScheme": { "cbc:ID": "VAT" } }] : []),
    ...(filled(seller.taxNumber)
      ? [{ "cbc:CompanyID": seller.taxNumber!.trim(), "cac:TaxScheme": { "cbc:ID": "FC" } }]
      : []),
  ] as Ubl["cac:AccountingSupplierParty"]["cac:Party"]["cac:PartyTaxScheme"];
  const iban = d.kind !== "credit" && filled(seller.iban) ? seller.iban!.replace(/\s+/g, "").toUpperCase() : null;

  const lines = d.lines.map((l, i): Line => {
    const { quantity, price, base } = quantityAndPrice(amt(l.quantity), amt(l.net));
    return {
      "cbc:ID": String(i + 1),
      "cbc:InvoicedQuantity": quantity.toFixed(),
      "cbc:InvoicedQuantity@unitCode": UNIT,
      "cbc:LineExtensionAmount": money(amt(l.net)),
      "cbc:LineExtensionAmount@currencyID": cur,
      "cac:Item": {
        "cbc:Name": l.text.slice(0, 200) || "-",
        "cac:ClassifiedTaxCategory": { ...category(l.taxRate), "cac:TaxScheme": { "cbc:ID": "VAT" } },
      },
      "cac:Price": {
        "cbc:PriceAmount": price.toFixed(Math.max(2, price.decimalPlaces())),
        "cbc:PriceAmount@currencyID": cur,
        ...(base ? { "cbc:BaseQuantity": base.toFixed(), "cbc:BaseQuantity@unitCode": UNIT } : {}),
      },
    } as Line;
  });

  const ubl: Ubl = {
    "cbc:ID": d.number,
    "cbc:IssueDate": d.date,
    ...(d.dueDate && d.kind !== "credit" ? { "cbc:DueDate": d.dueDate } : {}),
    "cbc:InvoiceTypeCode": typeCode(d),
    ...(notes.length ? { "cbc:Note": notes } : {}),
    "cbc:DocumentCurrencyCode": cur,
    "cbc:BuyerReference": d.booking.number,
    "cac:InvoicePeriod": { "cbc:StartDate": d.booking.from, "cbc:EndDate": d.booking.to },
    ...(d.credits
      ? {
          "cac:BillingReference": [
            { "cac:InvoiceDocumentReference": { "cbc:ID": d.credits.number, "cbc:IssueDate": d.credits.date } },
          ],
        }
      : {}),
    "cac:AccountingSupplierParty": {
      "cac:Party": {
        "cbc:EndpointID": seller.email!.trim(),
        "cbc:EndpointID@schemeID": "EM",
        "cac:PostalAddress": {
          "cbc:StreetName": seller.street!.trim(),
          "cbc:CityName": seller.city!.trim(),
          "cbc:PostalZone": seller.zip!.trim(),
          "cac:Country": { "cbc:IdentificationCode": seller.country!.trim() as Country },
        },
        "cac:PartyTaxScheme": sellerTax,
        "cac:PartyLegalEntity": { "cbc:RegistrationName": seller.name.trim() },
        "cac:Contact": {
          "cbc:Name": seller.name.trim(),
          "cbc:Telephone": seller.phone!.trim(),
          "cbc:ElectronicMail": seller.email!.trim(),
        },
      },
    },
    "cac:AccountingCustomerParty": {
      "cac:Party": {
        "cbc:EndpointID": buyer.email!.trim(),
        "cbc:EndpointID@schemeID": "EM",
        "cac:PostalAddress": {
          ...(filled(buyer.street) ? { "cbc:StreetName": buyer.street!.trim() } : {}),
          "cbc:CityName": buyer.city!.trim(),
          "cbc:PostalZone": buyer.zip!.trim(),
          "cac:Country": { "cbc:IdentificationCode": buyer.country!.trim() as Country },
        },
        ...(filled(buyer.vatId)
          ? { "cac:PartyTaxScheme": { "cbc:CompanyID": buyer.vatId!.trim(), "cac:TaxScheme": { "cbc:ID": "VAT" } } }
          : {}),
        "cac:PartyLegalEntity": { "cbc:RegistrationName": buyer.name.trim() },
        "cac:Contact": { "cbc:ElectronicMail": buyer.email!.trim() },
      },
    },
    "cac:PaymentMeans": [
      iban
        ? {
            "cbc:PaymentMeansCode": "58",
            "cbc:PaymentID": d.number,
            "cac:PayeeFinancialAccount": {
              "cbc:ID": iban,
              "cbc:Name": seller.name.trim(),
              ...(filled(seller.bic) ? { "cac:FinancialInstitutionBranch": { "cbc:ID": seller.bic!.trim() } } : {}),
            },
          }
        : // no account to pay to (or a credit note: the refund is paid to the buyer's account)
          { "cbc:PaymentMeansCode": "1", "cbc:PaymentID": d.number },
    ],
    ...(d.kind !== "credit" && !d.dueDate && payable.gt(ZERO)
      ? { "cac:PaymentTerms": { "cbc:Note": t("invoices.eInvoice.payNow") } }
      : {}),
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": money(amt(d.tax)),
        "cbc:TaxAmount@currencyID": cur,
        "cac:TaxSubtotal": d.taxBreakdown.map((p) => ({
          "cbc:TaxableAmount": money(amt(p.net)),
          "cbc:TaxableAmount@currencyID": cur,
          "cbc:TaxAmount": money(amt(p.tax)),
          "cbc:TaxAmount@currencyID": cur,
          "cac:TaxCategory": {
            ...category(p.rate),
            ...(dec(p.rate).isZero() ? { "cbc:TaxExemptionReason": exemptReason } : {}),
            "cac:TaxScheme": { "cbc:ID": "VAT" },
          },
        })),
      },
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": a(amt(d.net)).value,
      "cbc:LineExtensionAmount@currencyID": cur,
      "cbc:TaxExclusiveAmount": a(amt(d.net)).value,
      "cbc:TaxExclusiveAmount@currencyID": cur,
      "cbc:TaxInclusiveAmount": a(total).value,
      "cbc:TaxInclusiveAmount@currencyID": cur,
      ...(prepaid.isZero() ? {} : { "cbc:PrepaidAmount": money(prepaid), "cbc:PrepaidAmount@currencyID": cur }),
      "cbc:PayableAmount": money(payable),
      "cbc:PayableAmount@currencyID": cur,
    },
    "cac:InvoiceLine": lines as Ubl["cac:InvoiceLine"],
  };
  return { "ubl:Invoice": ubl };
}

/** The library's messages: its schema errors are ours (a bug), so they go to the server log. */
const quiet = { log: () => {}, warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };
const formats = new FormatFactoryService();
const validators = new Map<string, ValidateFunction>();

/**
 * What InvoiceService.generate does, with the JSON schema of each format compiled once per process:
 * the library compiles its schema (over 1 MB) on every call, 0.5 to 0.9 s of CPU each, twice per
 * issue and inside the issuing transaction. The data is checked against it as the library would.
 */
async function generate(data: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const format = formats.normalizeFormat(options.format);
  const formatter = formats.createFormatService(format, quiet);
  let validate = validators.get(format);
  if (!validate) {
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validate = new Ajv2019({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    validators.set(format, validate);
  }
  const invoice = structuredClone(data);
  if (!validate(invoice))
    throw new Error(`e-invoice data refused by the ${format} schema: ${JSON.stringify(validate.errors)}`);
  formatter.fillInvoiceDefaults(invoice);
  if (formatter.syntax === "CII") preceding(invoice);
  return formatter.generate(invoice, { ...options, format });
}

/**
 * Version 2.3.4 (the newest the registry has) maps the preceding invoice (BT-25) to CII from
 * `cac:BillingReference[].cbc:ID` instead of `[].cac:InvoiceDocumentReference.cbc:ID`, so a credit
 * note's Factur-X would not name its invoice (gflohr/e-invoice-eu#455, fixed in 3.0.0): the number
 * is put where that mapping reads it, after the schema check. Its issue date (BT-26, optional) is
 * left out: 2.3.4 would write it as udt:DateTimeString, which the CII schema does not allow there.
 * Drop this with version 3.
 */
function preceding(invoice: Invoice) {
  for (const ref of invoice["ubl:Invoice"]["cac:BillingReference"] ?? [])
    Object.assign(ref, { "cbc:ID": ref["cac:InvoiceDocumentReference"]["cbc:ID"] });
}

/** BCP 47 tag of the PDF's language (the XMP metadata and the catalogue's /Lang). */
const pdfLang = (l: Locale) => (l === "de" ? "de-DE" : "en-GB");

/**
 * The e-invoice of a document being issued: the XRechnung (UBL) and the PDF as Factur-X (PDF/A-3
 * with factur-x.xml attached), or the plain PDF and no XML when the parties lack what it needs.
 */
export async function withEInvoice(d: InvoiceDocument, pdf: Buffer): Promise<{ pdf: Buffer; xml: string | null }> {
  if (eInvoiceGaps(d.seller, d.buyer).length) return { pdf, xml: null };
  const data = en16931Invoice(d);
  const xml = (await generate(data, { format: XRECHNUNG_FORMAT, lang: pdfLang(d.language) })) as string;
  const facturX = (await generate(data, {
    format: FACTUR_X_FORMAT,
    lang: pdfLang(d.language),
    pdf: { buffer: new Uint8Array(pdf), filename: `${d.number}.pdf`, mimetype: "application/pdf" },
  })) as Uint8Array;
  return { pdf: Buffer.from(facturX), xml };
}

/**
 * GET /api/invoices/{id}/xml: the XRechnung as issued; 409 naming what the seller's or buyer's
 * data lacked when none was made (in the caller's language), or that it was issued before
 * e-invoices were made.
 */
export async function invoiceXml(id: number, locale: Locale): Promise<{ number: string; xml: string }> {
  const r = await db().invoice.findUnique({
    where: { id },
    select: { number: true, xml: true, seller: true, buyer: true },
  });
  if (!r) throw notFound();
  if (r.xml) return { number: r.number, xml: r.xml };
  const gaps = eInvoiceGaps(r.seller as Party, r.buyer as Party);
  if (!gaps.length) throw new AppError("CONFLICT", "errors.invoices.noEInvoice", { details: { reason: "noEInvoice" } });
  const t = translator(locale);
  throw new AppError("CONFLICT", "errors.invoices.eInvoiceIncomplete", {
    values: { missing: gaps.map((g) => t(`errors.invoices.missing.${g}`)).join(", ") },
    details: { reason: "eInvoiceIncomplete", missing: gaps },
  });
}
