import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, normalizeAmount } from "@/components/pricing/grid-paste";

describe("the price grid's amounts", () => {
  it("shows a stored amount in the user's notation, with at least two decimals", () => {
    expect(formatAmount("80.5", "de")).toBe("80,50");
    expect(formatAmount("80.5", "en")).toBe("80.50");
    expect(formatAmount("95", "de")).toBe("95,00");
    expect(formatAmount("-12.125", "en")).toBe("-12.1250");
    expect(formatAmount("0.12345", "de")).toBe("0,12345");
    // not an amount: left as typed, so the server names the problem
    expect(formatAmount("abc", "de")).toBe("abc");
  });

  it("reads back exactly what it shows, in both languages", () => {
    const amount = fc
      .tuple(fc.integer({ min: -99999, max: 999999 }), fc.option(fc.stringMatching(/^\d{1,6}$/)))
      .map(([whole, fraction]) => (fraction === null ? String(whole) : `${whole}.${fraction}`));
    fc.assert(
      fc.property(amount, fc.constantFrom("de", "en"), (value, locale) => {
        const shown = formatAmount(value, locale);
        expect(Number(normalizeAmount(shown))).toBe(Number(value));
      }),
    );
  });
});
