import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAmount, formatDate, normalizeAmount, normalizeDate } from "@/components/pricing/grid-paste";

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

describe("the price grid's dates", () => {
  it("shows a stored date as the user's language writes it, like every other screen", () => {
    expect(formatDate("2026-01-01", "de")).toBe("01.01.2026");
    expect(formatDate("2026-01-01", "en")).toBe("Jan 1, 2026");
    expect(formatDate("2026-12-31", "de")).toBe("31.12.2026");
  });

  it("reads a date typed or pasted in German, ISO or the English way as YYYY-MM-DD", () => {
    expect(normalizeDate("01.01.2026")).toBe("2026-01-01");
    expect(normalizeDate("1.2.26")).toBe("2026-02-01");
    expect(normalizeDate("24/12/2025")).toBe("2025-12-24");
    expect(normalizeDate(" 2026-07-01 ")).toBe("2026-07-01");
    expect(normalizeDate("Jan 1, 2026")).toBe("2026-01-01");
    expect(normalizeDate("September 30 2026")).toBe("2026-09-30");
    expect(normalizeDate("7 Dec 2026")).toBe("2026-12-07");
    // typed in one language and shown in the other
    expect(formatDate("24.12.2025", "en")).toBe("Dec 24, 2025");
    expect(formatDate("2025-12-24", "de")).toBe("24.12.2025");
  });

  it("leaves what is not a date as typed, so the server names the problem", () => {
    expect(normalizeDate("soon")).toBe("soon");
    expect(normalizeDate("Foo 1, 2026")).toBe("Foo 1, 2026");
    expect(formatDate("2026-02-30", "de")).toBe("2026-02-30");
    expect(formatDate("", "de")).toBe("");
  });

  it("reads back exactly the date it shows, in both languages", () => {
    const day = fc
      .date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().substring(0, 10));
    fc.assert(
      fc.property(day, fc.constantFrom("de", "en"), (iso, locale) => {
        expect(normalizeDate(formatDate(iso, locale))).toBe(iso);
      }),
    );
  });
});
