// The invoice's figures (lib/domain/finance/invoice-lines.ts): lines with their net and tax, the
// breakdown per rate rounded once per rate (so the total is the booking's), a deposit split over
// the rates, what a final invoice deducts, a credit note's negation, what is open of each invoice;
// the number format, the GiroCode's payload and the IBAN check.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec, sum } from "@/lib/core/money";
import { epcPayload } from "@/lib/domain/finance/epc-qr";
import {
  deductionOf,
  depositOf,
  invoiceOfLines,
  negated,
  openOfInvoices,
  type SourceLine,
} from "@/lib/domain/finance/invoice-lines";
import { formatInvoiceNumber } from "@/lib/domain/finance/invoice-numbers";
import { isValidIban } from "@/lib/validation/validators";

const line = (total: string, tax: SourceLine["tax"], text = "Room", quantity = "1"): SourceLine => ({
  text,
  quantity: dec(quantity),
  unitPrice: dec(total).div(dec(quantity)),
  total: dec(total),
  tax,
});
const vat7 = { rate: "7", inclusive: true };
const vat19 = { rate: "19", inclusive: true };

describe("invoiceOfLines", () => {
  it("inclusive tax: worked out of the gross once per rate; the lines' nets add up to the rate's net", () => {
    const inv = invoiceOfLines(
      [line("100.00", vat7), line("33.33", vat7, "Dinner"), line("50.00", vat19, "Bar")],
      "EUR",
    );
    // 133.33 at 7 %: tax 8.72 (133.33 x 7 / 107 = 8.7226), net 124.61; 50 at 19 %: tax 7.98, net 42.02
    expect(inv.taxBreakdown).toEqual([
      { rate: "19", net: "42.02", tax: "7.98" },
      { rate: "7", net: "124.61", tax: "8.72" },
    ]);
    expect(inv).toMatchObject({ net: "166.63", tax: "16.70", total: "183.33" });
    expect(inv.lines.map((l) => [l.text, l.net, l.tax, l.gross, l.taxRate])).toEqual([
      ["Room", "93.46", "6.54", "100.00", "7"],
      ["Dinner", "31.15", "2.18", "33.33", "7"],
      ["Bar", "42.02", "7.98", "50.00", "19"],
    ]);
  });

  it("exclusive tax is added on top, a line without tax is free of it", () => {
    const inv = invoiceOfLines(
      [
        line("200.00", { rate: "10", inclusive: false }),
        line("15.00", null, "Park fee"),
        line("-20.00", { rate: "10", inclusive: false }, "Discount"),
      ],
      "EUR",
    );
    expect(inv.taxBreakdown).toEqual([
      { rate: "10", net: "180.00", tax: "18.00" },
      { rate: "0", net: "15.00", tax: "0.00" },
    ]);
    expect(inv.total).toBe("213.00");
    expect(inv.lines[2]).toMatchObject({ net: "-20.00", tax: "-2.00", gross: "-22.00" });
  });

  it("for any lines: lines and breakdown agree, and the gross is what the lines ask with exclusive tax on top", () => {
    const cents = fc.integer({ min: -50_000, max: 500_000 }).map((n) => (n / 100).toFixed(2));
    const tax = fc.constantFrom(null, vat7, vat19, { rate: "10", inclusive: false }, { rate: "5.5", inclusive: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, tax), { minLength: 1, maxLength: 12 }), (spec) => {
        const inv = invoiceOfLines(
          spec.map(([t, x]) => line(t, x)),
          "EUR",
        );
        const nets = sum(inv.lines.map((l) => dec(l.net)));
        const taxes = sum(inv.lines.map((l) => dec(l.tax)));
        expect(nets.toFixed(2)).toBe(inv.net);
        expect(taxes.toFixed(2)).toBe(inv.tax);
        expect(dec(inv.net).plus(dec(inv.tax)).toFixed(2)).toBe(inv.total);
        for (const l of inv.lines) expect(dec(l.net).plus(dec(l.tax)).toFixed(2)).toBe(l.gross);
        const inclusive = sum(spec.filter(([, x]) => !x || x.inclusive).map(([t]) => dec(t)));
        const exclusive = sum(spec.filter(([, x]) => x && !x.inclusive).map(([t]) => dec(t)));
        const addedTax = sum(inv.taxBreakdown.filter((p) => p.rate === "10").map((p) => dec(p.tax)));
        expect(dec(inv.total).toFixed(2)).toBe(inclusive.plus(exclusive).plus(addedTax).toFixed(2));
      }),
    );
  });
});

describe("deposit and final invoices, credit notes", () => {
  const whole = invoiceOfLines([line("300.00", vat7), line("100.00", vat19, "Bar")], "EUR");

  it("a deposit is split over the rates as the whole is, its tax worked out of each share", () => {
    const dep = depositOf(whole, dec("120.00"), (rate) => `Deposit (${rate} %)`, "EUR");
    expect(dep.lines.map((l) => [l.text, l.gross, l.net, l.tax])).toEqual([
      ["Deposit (19 %)", "30.00", "25.21", "4.79"],
      ["Deposit (7 %)", "90.00", "84.11", "5.89"],
    ]);
    expect(dep.total).toBe("120.00");
    const d = deductionOf([dep]);
    expect(d).toEqual({
      gross: "120.00",
      breakdown: [
        { rate: "19", net: "25.21", tax: "4.79" },
        { rate: "7", net: "84.11", tax: "5.89" },
      ],
    });
  });

  it("a credit note negates every figure", () => {
    const c = negated(whole);
    expect(c.total).toBe("-400.00");
    expect(c.taxBreakdown.map((p) => p.tax)).toEqual(whole.taxBreakdown.map((p) => dec(p.tax).negated().toFixed(2)));
    expect(c.lines[0]).toMatchObject({ quantity: "-1", gross: "-300.00", unitPrice: "300.00" });
  });

  it("what is paid covers the invoices in the order they were issued; cancelled ones and credit notes owe nothing", () => {
    const invoices = [
      { id: 1, kind: "deposit", amountDue: "120.00", credited: false },
      { id: 2, kind: "final", amountDue: "280.00", credited: false },
    ];
    expect([...openOfInvoices(invoices, dec("150")).values()].map((d) => d.toFixed(2))).toEqual(["0.00", "250.00"]);
    expect([...openOfInvoices(invoices, dec("0")).values()].map((d) => d.toFixed(2))).toEqual(["120.00", "280.00"]);
    const cancelled = [
      { id: 1, kind: "full", amountDue: "400.00", credited: true },
      { id: 2, kind: "credit", amountDue: "-400.00", credited: false },
      { id: 3, kind: "full", amountDue: "390.00", credited: false },
    ];
    expect([...openOfInvoices(cancelled, dec("100")).values()].map((d) => d.toFixed(2))).toEqual([
      "0.00",
      "0.00",
      "290.00",
    ]);
  });
});

describe("numbers, GiroCode, IBAN", () => {
  it("numbers name the series and year and count on", () => {
    expect(formatInvoiceNumber("invoice", 2026, 42)).toBe("INV2026-00042");
    expect(formatInvoiceNumber("credit", 2027, 123456)).toBe("CRN2027-123456");
  });

  it("the EPC payload is version 002 in UTF-8 with the amount in euros; other currencies have none", () => {
    const t = {
      name: "Coral Bay GmbH",
      iban: "DE89 3704 0044 0532 0130 00",
      bic: "COBADEFFXXX",
      amount: dec("378.5"),
      currency: "EUR",
      text: "INV2026-00001",
    };
    expect(epcPayload(t)).toBe(
      "BCD\n002\n1\nSCT\nCOBADEFFXXX\nCoral Bay GmbH\nDE89370400440532013000\nEUR378.50\n\n\nINV2026-00001",
    );
    expect(epcPayload({ ...t, currency: "USD" })).toBeNull();
    expect(epcPayload({ ...t, amount: dec("0") })).toBeNull();
    expect(epcPayload({ ...t, iban: "" })).toBeNull();
  });

  it("an IBAN's check digits are checked (mod 97)", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("DE88 3704 0044 0532 0130 00")).toBe(false);
    expect(isValidIban("DE89")).toBe(false);
  });
});
