// The rule engine: validation (400 naming the field), every operator, every dimension, and the
// explanation of the rule that matched or failed. A special of 10% off the room (7 nights x 100 =
// 700) applies (total 630) or not (700).
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/core/errors";
import { countryCatalog } from "@/lib/domain/geo/countries";
import {
  OPERATORS_FOR,
  assertValidSpecial,
  unknownRuleCountries,
  validateRule,
  validateSpecial,
} from "@/lib/domain/pricing/rules";
import { COUNTRY_CODES, isCountryCode } from "@/lib/validation/country-codes";
import { RULE_DIMENSIONS, RULE_OPERATORS, type RuleDimension, type RuleOperator } from "@/lib/domain/pricing/enums";
import type { BookingSnapshot, PricingInput, Rule } from "@/lib/domain/pricing/types";
import { calc, guest, input, resortBooking, special } from "./pricing-fixtures";

describe("validation", () => {
  it("an unknown dimension names the field", () => {
    // a date range back to front says so
    expect(
      validateRule({ dimension: "Date", operator: "IsIn", value: [{ from: "2027-06-01", to: "2027-05-01" }] }, 1),
    ).toEqual([{ path: "rules.1.value", message: "validation.dateOrder" }]);
    expect(validateRule({ dimension: "Moon", operator: "Equals", value: 1 }, 0)).toEqual([
      { path: "rules.0.dimension", message: "validation.unknownDimension" },
    ]);
  });

  it("an operator that does not fit the dimension names the field", () => {
    expect(validateRule({ dimension: "Resort", operator: "GreaterThan", value: 1 }, 2)).toEqual([
      { path: "rules.2.operator", message: "validation.operatorNotForDimension", code: "id" },
    ]);
    expect(validateRule({ dimension: "StayRevenue", operator: "IsIn", value: [1] }, 0)[0].path).toBe(
      "rules.0.operator",
    );
    expect(validateRule({ dimension: "Age", operator: "Between", value: 1 }, 0)[0].message).toBe(
      "validation.unknownOperator",
    );
  });

  it.each<[RuleDimension, RuleOperator, unknown]>([
    ["NoOfPax", "GreaterThan", "2"],
    ["NoOfPax", "IsIn", []],
    ["Date", "GreaterThan", "2025-02-30"],
    ["Date", "IsIn", [{ from: "2025-05-01", to: "2025-04-01" }]],
    ["DayInWeek", "IsIn", [0]],
    ["CustomerType", "Equals", "Vip"],
    ["PassportCountry", "IsIn", ["DEU"]],
    ["Agencies", "Equals", -1],
    ["StayRevenue", "GreaterThan", "lots"],
  ])("%s %s %j: a wrong value names the field", (dimension, operator, value) => {
    expect(validateRule({ dimension, operator, value }, 1)[0].path).toBe("rules.1.value");
  });

  it("a country rule naming a code that is no country could never match: refused at its value on a write", () => {
    const rules: Rule[] = [
      { dimension: "PassportCountry", operator: "Equals", value: "XX" },
      { dimension: "AddressCountry", operator: "IsIn", value: ["de", "AT", "ZZ"] },
      { dimension: "AddressCountry", operator: "IsNotIn", value: ["de", "GB", "XK"] },
      // the wrong shape is validateRule's to name, once
      { dimension: "PassportCountry", operator: "Equals", value: "Germany" },
      { dimension: "Nights", operator: "Equals", value: 7 },
    ];
    expect(unknownRuleCountries(rules)).toEqual([
      { path: "rules.0.value", message: "validation.unknownReference" },
      { path: "rules.1.value", message: "validation.unknownReference" },
    ]);
    expect(unknownRuleCountries("not a list")).toEqual([]);
  });

  it("knows the 249 ISO 3166-1 countries and every country the customer list offers", () => {
    expect(COUNTRY_CODES.size).toBe(250); // with Kosovo's XK
    for (const code of ["DE", "de", "AQ", "BV", "UM", "SS", "XK"]) expect(isCountryCode(code), code).toBe(true);
    for (const code of ["XX", "ZZ", "EU", "UK", "AC", "QO"]) expect(isCountryCode(code), code).toBe(false);
    const offered = countryCatalog().map((c) => c.code);
    expect(offered.filter((c) => !isCountryCode(c))).toEqual([]);
  });

  it("every dimension has operators, and order comparisons only where values are ordered", () => {
    expect(OPERATORS_FOR.id).toEqual(["Equals", "IsIn", "IsNotIn"]);
    expect(OPERATORS_FOR.count).toHaveLength(RULE_OPERATORS.length);
    expect(RULE_DIMENSIONS).toHaveLength(26);
  });

  it("a special: every wrong field at once", () => {
    const bad = {
      ...special(),
      kind: "AgencyCommission",
      discount: "FOC",
      discountValue: -1,
      channels: ["Fax"],
      target: "ChangeProductCategoryPrice",
      replaceMatchingRoomPrice: true,
      rules: [{ dimension: "Age", operator: "IsIn", value: "x" }],
    };
    expect(
      validateSpecial(bad)
        .map((i) => i.path)
        .sort(),
    ).toEqual(
      [
        "channels",
        "discount",
        "discountValue",
        "productCategoryIds",
        "replaceMatchingRoomPrice",
        "rules.0.value",
      ].sort(),
    );
    expect(validateSpecial(special({ discount: "PerCent", discountValue: 120 }))).toEqual([
      { path: "discountValue", message: "validation.percent" },
    ]);
    expect(validateSpecial(special({ discount: "FOC", discountValue: 1.5 }))).toEqual([
      { path: "discountValue", message: "validation.integer" },
    ]);
    // a whole number, but no place or night is free: the least that is
    expect(validateSpecial(special({ discount: "FOCUnit", discountValue: 0 }))).toEqual([
      { path: "discountValue", message: 'validation.min|{"min":1}' },
    ]);
    expect(validateSpecial(special())).toEqual([]);
  });

  it("assertValidSpecial throws the 400 ValidationError with the fields", () => {
    try {
      assertValidSpecial(special({ rules: [{ dimension: "Nope" as RuleDimension, operator: "Equals", value: 1 }] }));
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).fields).toEqual([{ path: "rules.0.dimension", message: "validation.unknownDimension" }]);
    }
  });

  it("a stored special with a broken rule is skipped with a todo", () => {
    const r = calc(
      input({ specials: [special({ rules: [{ dimension: "Resort", operator: "LessThan", value: 3 }] })] }),
    );
    expect(r.totalText).toBe("700.00");
    expect(r.explain.specials[0].outcome).toBe("invalid");
    expect(r.todos.map((t) => t.key)).toContain("pricing.todo.invalidSpecial");
  });
});

/** Total with one 10%-off special holding the rule: "630.00" applied, "700.00" not. */
function withRule(rule: Rule, booking: Partial<BookingSnapshot> = {}, o: Partial<PricingInput> = {}) {
  return calc(input({ ...o, booking, specials: [special({ rules: [rule] })] }));
}

describe("operators (NoOfPax is 2)", () => {
  it.each<[RuleOperator, unknown, boolean]>([
    ["GreaterThan", 1, true],
    ["GreaterThan", 2, false],
    ["GreaterThanEquals", 2, true],
    ["GreaterThanEquals", 3, false],
    ["LessThan", 3, true],
    ["LessThan", 2, false],
    ["LessThanEquals", 2, true],
    ["LessThanEquals", 1, false],
    ["Equals", 2, true],
    ["Equals", 3, false],
    ["IsIn", [1, 2], true],
    ["IsIn", [3, 4], false],
    ["IsNotIn", [3], true],
    ["IsNotIn", [2], false],
  ])("%s %j -> %s", (operator, value, applies) => {
    expect(withRule({ dimension: "NoOfPax", operator, value }).totalText).toBe(applies ? "630.00" : "700.00");
  });
});

// Facts of the resort booking: arrives Saturday 10 May 2025 for 7 nights, booked 1 Feb 2025
// (98 days before), id 500, resort 7, room type 1 with 2 guests; main guest 1: 35, Direct,
// passport and address DE, last stay 1 Mar 2024, 2 stays worth 1500.50.
const facts: Partial<BookingSnapshot> = {
  agency: { id: 44, commissionPercent: 0 },
  sourceId: 3,
  guests: [
    guest(1, {
      isMain: true,
      passportCountry: "DE",
      addressCountry: "DE",
      lastStay: "2024-03-01",
      noOfStays: 2,
      stayRevenue: "1500.50",
    }),
    guest(2),
  ],
};
const vessel: Partial<BookingSnapshot> = {
  type: "vessel",
  vesselId: 3,
  resortId: null,
  dateFrom: "2025-05-10",
  dateTo: "2025-05-17",
  schedule: {
    id: 60,
    tourId: 8,
    tourName: "North",
    vesselId: 3,
    departureDate: "2025-05-10",
    returnDate: "2025-05-17",
    paxOnTrip: 14,
  },
};
const vesselPrices = { prices: [{ ...input().prices[0], type: "vessel" as const, resortId: null, vesselId: 3 }] };

describe("dimensions", () => {
  it.each<[RuleDimension, RuleOperator, unknown, unknown]>([
    ["NoOfPax", "Equals", 2, 3],
    ["NoOfPaxInDoubleRoom", "Equals", 2, 1],
    ["Date", "IsIn", [{ from: "2025-05-01", to: "2025-05-31" }], [{ from: "2025-06-01", to: "2025-06-30" }]],
    ["Date", "GreaterThanEquals", "2025-05-10", "2025-05-11"],
    ["DepartureDay", "Equals", 6, 7],
    ["DaysBeforeTravelDate", "GreaterThanEquals", 98, 99],
    ["BookingDate", "LessThan", "2025-02-02", "2025-02-01"],
    ["Bookings", "IsIn", [500], [501]],
    ["Resort", "Equals", 7, 8],
    ["CustomerType", "Equals", "Direct", "OnSite"],
    ["Agencies", "IsIn", [44], [45]],
    ["BookingSource", "Equals", 3, 4],
    ["Nights", "GreaterThanEquals", 7, 8],
    ["Customers", "IsIn", [1], [2]],
    ["SpecialsGroup", "IsNotIn", [5], [99]],
    ["Age", "GreaterThan", 30, 40],
    ["PassportCountry", "IsIn", ["de", "AT"], ["FR"]],
    ["AddressCountry", "IsNotIn", ["FR"], ["DE"]],
    ["DayInWeek", "IsIn", [1, 2, 3, 4, 5, 6, 7], [6, 7]],
    ["RoomType", "Equals", 1, 2],
    ["LastStay", "GreaterThanEquals", "2024-01-01", "2024-06-01"],
    ["NoOfStays", "GreaterThanEquals", 2, 3],
    ["StayRevenue", "GreaterThan", "1500.49", 1500.5],
  ])("%s %s: %j matches, %j does not", (dimension, operator, yes, no) => {
    // SpecialsGroup: a special of group 99 (10% off a partner's flight, not billed) applied
    // before; the special under test then changes the full price (tried after product specials)
    const grouped = dimension === "SpecialsGroup";
    const before = special({ id: 1, groupId: 99, target: "ChangeExternalPrice" });
    const flight = {
      id: 70,
      product: { id: 1, name: "Flight", kind: "external" as const, price: 100, addRule: "PerBooking" as const },
    };
    const run = (value: unknown) =>
      calc(
        input({
          booking: { ...facts, products: grouped ? [flight] : [] },
          specials: [
            ...(grouped ? [before] : []),
            special({
              target: grouped ? "ChangeFullBookingPrice" : "ChangeRoomPrice",
              rules: [{ dimension, operator, value }],
            }),
          ],
        }),
      );
    expect(run(yes).totalText).toBe("630.00");
    expect(run(no).totalText).toBe("700.00");
  });

  it.each<[RuleDimension, RuleOperator, unknown, unknown]>([
    ["NoOfPaxOnTrip", "GreaterThanEquals", 14, 15],
    ["Vessel", "Equals", 3, 4],
    ["Itineraries", "IsIn", [8], [9]],
    ["Schedules", "Equals", 60, 61],
    ["DepartureDay", "IsIn", [6], [1]],
  ])("vessel: %s %s: %j matches, %j does not", (dimension, operator, yes, no) => {
    expect(withRule({ dimension, operator, value: yes }, vessel, vesselPrices).totalText).toBe("630.00");
    expect(withRule({ dimension, operator, value: no }, vessel, vesselPrices).totalText).toBe("700.00");
  });

  it("DayInWeek: every night must fall on a listed day (weekend: Saturday and Sunday nights)", () => {
    const weekend = { dateFrom: "2025-05-10", dateTo: "2025-05-12" }; // Sat, Sun; 2 x 100
    expect(withRule({ dimension: "DayInWeek", operator: "IsIn", value: [6, 7] }, weekend).totalText).toBe("180.00");
    expect(withRule({ dimension: "DayInWeek", operator: "IsIn", value: [6] }, weekend).totalText).toBe("200.00");
  });

  it("a missing value never matches, except IsNotIn", () => {
    expect(withRule({ dimension: "Agencies", operator: "IsIn", value: [44] }).totalText).toBe("700.00");
    expect(withRule({ dimension: "Agencies", operator: "IsNotIn", value: [44] }).totalText).toBe("630.00");
    expect(withRule({ dimension: "NoOfPaxOnTrip", operator: "GreaterThan", value: 0 }).totalText).toBe("700.00");
  });
});

describe("why this price: rules", () => {
  it("an applied special lists the rules that matched with what the booking had", () => {
    const r = withRule({ dimension: "Nights", operator: "GreaterThanEquals", value: 7 });
    expect(r.explain.specials[0]).toMatchObject({
      applied: true,
      outcome: "applied",
      matched: [{ index: 0, dimension: "Nights", operator: "GreaterThanEquals", value: 7, actual: "7", passed: true }],
      failed: null,
    });
  });

  it("a special that did not apply names the first rule that failed", () => {
    const r = calc(
      input({
        specials: [
          special({
            rules: [
              { dimension: "Nights", operator: "GreaterThanEquals", value: 7 },
              { dimension: "Date", operator: "LessThan", value: "2025-05-01" },
              { dimension: "NoOfPax", operator: "Equals", value: 9 },
            ],
          }),
        ],
      }),
    );
    const ex = r.explain.specials[0];
    expect(ex).toMatchObject({ applied: false, outcome: "rules" });
    expect(ex.failed).toEqual({
      index: 1,
      dimension: "Date",
      operator: "LessThan",
      value: "2025-05-01",
      actual: "2025-05-10",
      passed: false,
    });
  });

  it("person rules name the guest they failed for", () => {
    const r = calc(
      input({
        specials: [special({ scope: "Person", rules: [{ dimension: "Age", operator: "LessThan", value: 12 }] })],
      }),
    );
    expect(r.explain.specials[0].failed).toMatchObject({ dimension: "Age", actual: "35" });
    expect(r.explain.specials[0].units.map((u) => [u.unit, u.matched])).toEqual([
      ["c1", false],
      ["c2", false],
    ]);
  });

  it("resortBooking fixture arrives on a Saturday", () => {
    expect(new Date(`${resortBooking().dateFrom}T00:00:00Z`).getUTCDay()).toBe(6);
  });
});
