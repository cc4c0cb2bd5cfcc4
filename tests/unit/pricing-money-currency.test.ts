// The rounding rule and currency conversion at the day's rate, figures worked out by hand.
import { describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db";
import { dec, minorUnit, minorUnits, roundMoney } from "@/lib/core/money";
import { convertMoney, rateTable } from "@/lib/domain/pricing/currency";
import { calc, input } from "./pricing-fixtures";

describe("rounding rule", () => {
  it.each([
    ["1.005", "EUR", "1.01"], // half away from zero
    ["-1.005", "EUR", "-1.01"],
    ["1.004999", "EUR", "1.00"],
    ["1234.5", "JPY", "1235"], // no minor unit
    ["2.0005", "KWD", "2.001"], // three decimals
  ])("%s %s rounds to %s", (v, cur, want) => {
    expect(roundMoney(v, cur).toFixed(minorUnits(cur))).toBe(want);
  });

  it("minor units", () => {
    expect(minorUnit("EUR").toFixed()).toBe("0.01");
    expect(minorUnit("JPY").toFixed()).toBe("1");
  });

  it("works on Decimals read through Prisma", () => {
    expect(roundMoney(new Prisma.Decimal("2.675"), "EUR").toFixed()).toBe("2.68");
    expect(dec(new Prisma.Decimal("1.5")).plus(1).toFixed()).toBe("2.5");
  });
});

describe("the day's exchange rate", () => {
  const t = rateTable([
    { from: "EUR", to: "USD", rate: "1.10", validFrom: "2025-01-01" },
    { from: "EUR", to: "USD", rate: "1.20", validFrom: "2025-06-01" },
    { from: "USD", to: "PHP", rate: "50", validFrom: "2025-01-01" },
  ]);

  it("takes the newest rate not after the day", () => {
    expect(t.rate("EUR", "USD", "2025-05-31")?.toFixed()).toBe("1.1");
    expect(t.rate("EUR", "USD", "2025-06-01")?.toFixed()).toBe("1.2");
    expect(t.rate("EUR", "USD", "2024-12-31")).toBeNull();
  });

  it("inverts a pair and goes through one other currency", () => {
    // 100 USD at 1 EUR = 1.10 USD: 90.909... -> 90.91
    expect(convertMoney(100, "USD", "EUR", t, "2025-02-01")?.toFixed()).toBe("90.91");
    // EUR -> PHP through USD: 1.10 x 50 = 55; 10 EUR = 550 PHP
    expect(convertMoney(10, "EUR", "PHP", t, "2025-02-01")?.toFixed(2)).toBe("550.00");
    expect(convertMoney(10, "EUR", "JPY", t, "2025-02-01")).toBeNull();
  });

  it("converts a price written in another currency and says so", () => {
    // 110 USD per night at 1 EUR = 1.10 USD is 100 EUR; 7 nights = 700
    const r = calc(
      input({
        prices: [
          {
            ...input().prices[0],
            currency: "USD",
            entries: [{ id: 100, periodId: 10, roomTypeId: 1, per: "room", value: 110 }],
          },
        ],
        exchangeRates: [{ from: "EUR", to: "USD", rate: "1.10", validFrom: "2025-01-01" }],
      }),
    );
    expect(r.prices("room_cost")).toEqual(["7x100.00"]);
    expect(r.totalText).toBe("700.00");
    expect(r.explain.lines["room:1:2025-05-10:base"].map((s) => s.key)).toContain("pricing.explain.converted");
  });

  it("without a rate: a line saying so and a todo, never a silent zero", () => {
    const r = calc(input({ prices: [{ ...input().prices[0], currency: "USD" }] }));
    expect(r.of("text")[0].text.key).toBe("pricing.line.noRate");
    expect(r.todo).toBe(true);
    expect(r.todos[0].key).toBe("pricing.todo.noRate");
  });
});
