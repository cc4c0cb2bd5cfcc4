// Specials: every discount type, effect target, scope, channel and flag, each with figures
// worked out by hand. Base: a Double at 100 a night for 7 nights, two adults: room 700. Suite:
// 80 per person and night: 2 x 560 = 1120.
import { describe, expect, it } from "vitest";
import type { BookingProduct, BookingSnapshot, Special } from "@/lib/domain/pricing/types";
import { SUITE, calc, guest, input, resortPrice, room, special, tripWithStay, vesselPrice } from "./pricing-fixtures";

const suite = { rooms: [room({ roomTypeId: SUITE, roomTypeName: "Suite" })] } satisfies Partial<BookingSnapshot>;
const run = (s: Partial<Special> | Partial<Special>[], booking: Partial<BookingSnapshot> = {}) =>
  calc(
    input({
      booking,
      specials: (Array.isArray(s) ? s : [s]).map((x, i) => special({ id: 900 + i, name: `S${i}`, ...x })),
    }),
  );

describe("discount types (target ChangeRoomPrice, scope Booking)", () => {
  it.each<[string, Partial<Special>, string, string]>([
    ["PerCent 10: 10% of 700", { discount: "PerCent", discountValue: 10 }, "-70.00", "630.00"],
    ["Absolute 50: 50 off", { discount: "Absolute", discountValue: 50 }, "-50.00", "650.00"],
    ["AbsoluteNights 5: 5 x 7 nights", { discount: "AbsoluteNights", discountValue: 5 }, "-35.00", "665.00"],
    ["FOCUnit 1: stay 7 pay 6, 1/7 of 700", { discount: "FOCUnit", discountValue: 1 }, "-100.00", "600.00"],
    ["Lowest 600: never more than 600", { discount: "Lowest", discountValue: 600 }, "-100.00", "600.00"],
    ["FixUnit 90: 90 a night, 700 - 630", { discount: "FixUnit", discountValue: 90 }, "-70.00", "630.00"],
    ["Fix 500: the room costs 500", { discount: "Fix", discountValue: 500 }, "-200.00", "500.00"],
    ["Fix 800: a fixed price may be higher", { discount: "Fix", discountValue: 800 }, "100.00", "800.00"],
    ["Absolute 900: never below 0", { discount: "Absolute", discountValue: 900 }, "-700.00", "0.00"],
  ])("%s", (_, s, line, total) => {
    const r = run(s);
    expect(r.of("special").map((l) => l.price.toFixed(2))).toEqual([line]);
    expect(r.totalText).toBe(total);
  });

  it("Lowest above the price has no effect", () => {
    const r = run({ discount: "Lowest", discountValue: 800 });
    expect(r.explain.specials[0].outcome).toBe("noEffect");
    expect(r.totalText).toBe("700.00");
  });

  it("FOC 1: one guest in two travels free, the cheaper one (Suite, adult 560 and child 280)", () => {
    const p = resortPrice({
      variants: [{ id: 1, key: "child", name: "Child", maxAge: 11, adjust: { type: "percent", value: -50 } }],
    });
    const r = calc(
      input({
        prices: [p],
        booking: { ...suite, guests: [guest(1, { isMain: true }), guest(2, { age: 8 })] },
        specials: [special({ discount: "FOC", discountValue: 1, scope: "Person" })],
      }),
    );
    expect(r.of("special").map((l) => [l.price.toFixed(2), l.customers])).toEqual([["-280.00", [2]]]);
    expect(r.totalText).toBe("560.00");
  });

  it("FOC 2 at booking scope: one free for every two paying (5 guests: 1 free)", () => {
    const r = calc(
      input({
        booking: { rooms: [room({ roomTypeId: SUITE, noOfPax: 5, beds: 5 })], guests: [guest(1, { isMain: true })] },
        specials: [special({ discount: "FOC", discountValue: 2 })],
      }),
    );
    // 5 x 560 = 2800; floor(5 / 3) = 1 free
    expect(r.totalText).toBe("2240.00");
  });

  it("ForFree guests are not paying guests for FOC", () => {
    const r = calc(
      input({
        booking: { ...suite, guests: [guest(1, { isMain: true }), guest(2, { customerType: "ForFree" })] },
        specials: [special({ discount: "FOC", discountValue: 1, scope: "Person" })],
      }),
    );
    expect(r.totalText).toBe("560.00");
    expect(r.explain.specials[0].outcome).toBe("noEffect");
  });
});

describe("effect targets", () => {
  const products: BookingProduct[] = [
    { id: 1, product: { id: 1, name: "Nitrox", kind: "product", categoryId: 5, price: 20, addRule: "PerPerson" } }, // 40
    { id: 2, product: { id: 2, name: "Transfer", kind: "addon", categoryId: 6, price: 30, addRule: "PerBooking" } }, // 30
    { id: 3, product: { id: 3, name: "Flight", kind: "external", price: 200, addRule: "PerBooking" } }, // not billed
  ];
  const withProducts = { products };

  it.each<[string, Partial<Special>, string]>([
    ["ChangeFullBookingPrice: 10% of 770", { target: "ChangeFullBookingPrice" }, "693.00"],
    ["ChangeRoomPrice: 10% of the room 700", { target: "ChangeRoomPrice" }, "700.00"],
    ["ChangeProductPrice: 50% of products 40", { target: "ChangeProductPrice", discountValue: 50 }, "750.00"],
    ["ChangeAddonPrice: 50% of add-ons 30", { target: "ChangeAddonPrice", discountValue: 50 }, "755.00"],
    [
      "ChangeProductCategoryPrice [6]: 50% of 30",
      { target: "ChangeProductCategoryPrice", productCategoryIds: [6], discountValue: 50 },
      "755.00",
    ],
    [
      "ChangeProductCategoryPrice [5]: 50% of 40",
      { target: "ChangeProductCategoryPrice", productCategoryIds: [5], discountValue: 50 },
      "750.00",
    ],
    ["ChangeExternalPrice: the partner's price, not ours", { target: "ChangeExternalPrice" }, "770.00"],
  ])("%s", (_, s, total) => {
    expect(run(s, withProducts).totalText).toBe(total);
  });

  it("ChangeExternalPrice shows beside the external line and is not billed", () => {
    const r = run({ target: "ChangeExternalPrice" }, withProducts);
    expect(r.prices("external")).toEqual(["1x200.00", "1x-20.00"]);
    expect(r.of("external").every((l) => !l.billable)).toBe(true);
  });

  it("ChangeRoomPrice adds up, ChangeRoomPriceDiscountable compounds", () => {
    expect(run([{ sort: 1 }, { sort: 2 }]).totalText).toBe("560.00"); // 700 - 70 - 70
    expect(run([{ sort: 1 }, { sort: 2, target: "ChangeRoomPriceDiscountable" }]).totalText).toBe("567.00"); // 700 - 70 - 63
  });

  const agency = { agency: { id: 44, commissionPercent: 10 } };
  it("ChangeRoomPrice: the agency's commission is on the price before it (10% of 700)", () => {
    const r = run({ target: "ChangeRoomPrice" }, agency);
    expect([r.totalText, r.totals.commission.toFixed(2)]).toEqual(["630.00", "70.00"]);
  });

  it("ChangeRoomPriceBeforeCommission: the commission is on the reduced price (10% of 630)", () => {
    const r = run({ target: "ChangeRoomPriceBeforeCommission" }, agency);
    expect([r.totalText, r.totals.commission.toFixed(2)]).toEqual(["630.00", "63.00"]);
  });

  it("ChangeCommissionablePrice: only the commissionable price changes (20% off 700 = 560, commission 56)", () => {
    const r = run({ target: "ChangeCommissionablePrice", discountValue: 20 }, agency);
    expect([r.totalText, r.totals.commissionBase.toFixed(2), r.totals.commission.toFixed(2)]).toEqual([
      "700.00",
      "560.00",
      "56.00",
    ]);
    expect(r.lines.find((l) => l.source.kind === "special")).toMatchObject({ type: "text", billable: false });
  });
});

describe("scopes", () => {
  const family = { ...suite, guests: [guest(1, { isMain: true }), guest(2, { age: 8 })] };
  const child = [{ dimension: "Age" as const, operator: "LessThan" as const, value: 12 }];

  it("Person: each matching guest on their own price (child: 50% of 560)", () => {
    const r = run({ scope: "Person", discountValue: 50, rules: child }, family);
    expect(r.of("special").map((l) => [l.price.toFixed(2), l.customers])).toEqual([["-280.00", [2]]]);
    expect(r.totalText).toBe("840.00");
  });

  it("Booking: person rules look at the main guest (an adult), so it does not apply", () => {
    expect(run({ scope: "Booking", discountValue: 50, rules: child }, family).totalText).toBe("1120.00");
  });

  it("Person: guests with the same effect share one line", () => {
    const r = run({ scope: "Person", discount: "Absolute", discountValue: 10 }, family);
    expect(r.prices("special")).toEqual(["2x-10.00"]);
  });

  it("Bed: an exclusive double with one guest has two beds (2 x 10 off), Person only one", () => {
    const alone = { rooms: [room({ noOfPax: 1 })], guests: [guest(1, { isMain: true })] };
    expect(run({ scope: "Bed", discount: "Absolute", discountValue: 10 }, alone).totalText).toBe("680.00");
    expect(run({ scope: "Person", discount: "Absolute", discountValue: 10 }, alone).totalText).toBe("690.00");
  });

  it("Booking with a room rule changes only the rooms that match", () => {
    const two = {
      rooms: [room(), room({ id: 2, roomId: 102, roomName: "102", roomTypeId: SUITE, roomTypeName: "Suite" })],
      guests: [guest(1, { isMain: true }), guest(2), guest(3, { bookingRoomId: 2 }), guest(4, { bookingRoomId: 2 })],
    };
    // Double 700 + Suite 1120; 10% of the suite only
    const r = run({ rules: [{ dimension: "RoomType", operator: "Equals", value: SUITE }] }, two);
    expect(r.prices("special")).toEqual(["1x-112.00"]);
    expect(r.totalText).toBe("1708.00");
  });
});

describe("inclusion channels", () => {
  it.each(["Booking", "AgentDirectBooking", "CustomerDirectBooking", "OTABooking"] as const)(
    "a special for %s only applies to bookings made there",
    (channel) => {
      const prices = [resortPrice({ isAvailableToOTA: true })];
      for (const made of ["Booking", "AgentDirectBooking", "CustomerDirectBooking", "OTABooking"] as const) {
        const r = calc(input({ prices, booking: { channel: made }, specials: [special({ channels: [channel] })] }));
        expect(r.totalText).toBe(made === channel ? "630.00" : "700.00");
        if (made !== channel) expect(r.explain.specials[0].outcome).toBe("channel");
      }
    },
  );

  it("no channels: every channel", () => {
    expect(run({ channels: [] }, { channel: "CustomerDirectBooking" }).totalText).toBe("630.00");
  });
});

describe("flags", () => {
  const late = [{ dimension: "DaysBeforeTravelDate" as const, operator: "LessThan" as const, value: 14 }];

  it("autoAdd off: only when staff add it; ignoreRules skips its rules", () => {
    expect(run({ autoAdd: false }).explain.specials[0].outcome).toBe("notAutoAdd");
    expect(run({ autoAdd: false }, { addedSpecials: [{ specialId: 900, ignoreRules: false }] }).totalText).toBe(
      "630.00",
    );
    expect(
      run({ autoAdd: false, rules: late }, { addedSpecials: [{ specialId: 900, ignoreRules: false }] }).totalText,
    ).toBe("700.00");
    const forced = run({ autoAdd: false, rules: late }, { addedSpecials: [{ specialId: 900, ignoreRules: true }] });
    expect(forced.totalText).toBe("630.00");
    expect(forced.explain.specials[0]).toMatchObject({ applied: true, forced: true });
  });

  it("unique: not combined with others; the first in sort order wins", () => {
    const r = run([
      { sort: 1, unique: true },
      { sort: 2, discountValue: 5 },
    ]);
    expect(r.totalText).toBe("630.00");
    expect(r.explain.specials[1]).toMatchObject({ applied: false, outcome: "notCombinable", conflictWith: 900 });
    expect(r.of("special")[0].unique).toBe(true);
  });

  it("includeIn: a unique special combines with the specials it lists (-70 -35)", () => {
    expect(
      run([
        { sort: 1, unique: true, includeIn: [901] },
        { sort: 2, discountValue: 5 },
      ]).totalText,
    ).toBe("595.00");
  });

  it("includeSpecialsWithSameRule: a unique special combines with specials of the same rule", () => {
    const rules = [{ dimension: "Nights" as const, operator: "GreaterThanEquals" as const, value: 7 }];
    expect(
      run([
        { sort: 1, unique: true, includeSpecialsWithSameRule: true, rules },
        { sort: 2, discountValue: 5, rules },
      ]).totalText,
    ).toBe("595.00");
    expect(
      run([
        { sort: 1, unique: true, includeSpecialsWithSameRule: true, rules },
        { sort: 2, discountValue: 5 },
      ]).totalText,
    ).toBe("630.00");
  });

  it("deletable: staff can remove it and it stays away; a non-deletable one comes back", () => {
    expect(run({ deletable: true }, { removedSpecialIds: [900] }).explain.specials[0].outcome).toBe("removed");
    const kept = run({ deletable: false }, { removedSpecialIds: [900] });
    expect(kept.totalText).toBe("630.00");
    expect(kept.of("special")[0].deletable).toBe(false);
  });

  it("editable: a changed price of the special survives a reload; not editable: ignored", () => {
    const lineOverrides = [{ key: "special:900", price: -100 }];
    expect(run({ editable: true }, { lineOverrides }).totalText).toBe("600.00");
    expect(run({ editable: false }, { lineOverrides }).totalText).toBe("630.00");
  });

  it("reduce off: the special raises the price (+10%)", () => {
    const r = run({ reduce: false });
    expect(r.prices("special")).toEqual(["1x70.00"]);
    expect(r.totalText).toBe("770.00");
  });

  it("replaceMatchingRoomPrice: the special's price replaces the room line (90 a night = 630)", () => {
    const r = run({ discount: "FixUnit", discountValue: 90, replaceMatchingRoomPrice: true });
    expect(r.of("room_cost")).toEqual([]);
    expect(r.lines.find((l) => l.key === "room:1:2025-05-10:base")).toMatchObject({ type: "text", billable: false });
    expect(r.of("special").map((l) => [l.price.toFixed(2), l.text.key])).toEqual([
      ["630.00", "pricing.line.specialPrice"],
    ]);
    expect(r.totalText).toBe("630.00");
  });

  it("replaceMatchingRoomPrice with a room shared with a guest it does not match: a difference line instead", () => {
    const r = run(
      {
        scope: "Person",
        discount: "Fix",
        discountValue: 300,
        replaceMatchingRoomPrice: true,
        rules: [{ dimension: "Customers", operator: "IsIn", value: [1] }],
      },
      suite,
    );
    expect(r.of("room_cost")).toHaveLength(1);
    expect(r.prices("special")).toEqual(["1x-260.00"]); // guest 1: 560 -> 300
    expect(r.totalText).toBe("860.00");
  });

  const vat = [resortPrice({ tax: { status: "active", value: 10, name: "VAT", inclusive: true } })];
  it("excludeFromTax: the tax stays on the price before the special (700 x 10/110 = 63.64, not 630 x 10/110 = 57.27)", () => {
    const tax = (excludeFromTax: boolean) =>
      calc(input({ prices: vat, specials: [special({ excludeFromTax })] })).totals.tax.toFixed(2);
    expect(tax(false)).toBe("57.27");
    expect(tax(true)).toBe("63.64");
  });

  it("excludeFromCommission: a before-commission special does not lower the commission", () => {
    const agency = { agency: { id: 44, commissionPercent: 10 } };
    expect(
      run({ target: "ChangeRoomPriceBeforeCommission", excludeFromCommission: true }, agency).totals.commission.toFixed(
        2,
      ),
    ).toBe("70.00");
  });

  it("kind AgencyCommission changes the commission, not the price", () => {
    const agency = { agency: { id: 44, commissionPercent: 10 } };
    const bonus = run({ kind: "AgencyCommission", reduce: false, discountValue: 2 }, agency);
    expect([bonus.totalText, bonus.totals.commission.toFixed(2)]).toEqual(["700.00", "84.00"]); // 70 + 2% of 700
    // the commission line names the special's part: "10% of 700" alone would not make 84
    expect(bonus.totals.commissionFromSpecials.toFixed(2)).toBe("14.00");
    expect(bonus.lines.find((l) => l.source.kind === "commission")?.text).toEqual({
      key: "pricing.line.commissionWithSpecials",
      values: { percent: "10", base: "700", specials: "14" },
    });
    const fixed = run({ kind: "AgencyCommission", discount: "Fix", discountValue: 50 }, agency);
    expect(fixed.totals.commission.toFixed(2)).toBe("50.00");
    expect(fixed.lines.find((l) => l.text.key === "pricing.line.agencyCommission")).toMatchObject({
      type: "text",
      billable: false,
      price: expect.anything(),
    });
  });

  it("a date range: only for stays arriving within", () => {
    expect(run({ dateRange: { from: "2025-05-01", to: "2025-05-31" } }).totalText).toBe("630.00");
    const r = run({ dateRange: { from: "2025-06-01", to: "2025-06-30" } });
    expect([r.totalText, r.explain.specials[0].outcome]).toEqual(["700.00", "dateRange"]);
  });

  it("a draft special never applies; absolute values in another currency are converted", () => {
    expect(run({ status: "draft" }).explain.specials[0].outcome).toBe("status");
    const r = calc(
      input({
        specials: [special({ discount: "Absolute", discountValue: 55, currency: "USD" })],
        exchangeRates: [{ from: "EUR", to: "USD", rate: "1.10", validFrom: "2025-01-01" }],
      }),
    );
    expect(r.totalText).toBe("650.00"); // 55 USD = 50 EUR
  });
});

describe("a trip with a resort stay beside it: a special naming the resort is about the stay, one naming the vessel about the trip", () => {
  // the cabin for two at 1500 a person (3000); the stay in a Double at 100 a night
  const stay7pay6 = special({
    id: 901,
    name: "Stay 7 pay 6",
    discount: "FOCUnit",
    discountValue: 1,
    rules: [
      { dimension: "Resort", operator: "Equals", value: 7 },
      { dimension: "Nights", operator: "GreaterThanEquals", value: 7 },
    ],
  });
  const trip10 = special({
    id: 902,
    name: "Trip 10%",
    discount: "PerCent",
    discountValue: 10,
    rules: [{ dimension: "Vessel", operator: "Equals", value: 3 }],
  });
  const price = (stayFrom: string) =>
    calc(
      input({ prices: [vesselPrice(), resortPrice()], specials: [stay7pay6, trip10], booking: tripWithStay(stayFrom) }),
    );

  it("7 nights at the resort before a 7-night trip: one resort night free (700 / 7), 10% off the cabins only", () => {
    const r = price("2025-02-22");
    const line = (id: number) => r.of("special").find((l) => l.source.kind === "special" && l.source.specialId === id);
    expect(line(901)?.price.toFixed(2)).toBe("-100.00");
    expect(line(902)?.price.toFixed(2)).toBe("-300.00");
    expect(r.totalText).toBe("3300.00"); // 3000 + 700 - 100 - 300
  });

  it("3 nights at the resort: not 7 nights there, though the booking has 10; the trip's special still applies", () => {
    const r = price("2025-02-26");
    const ex = r.explain.specials.find((s) => s.specialId === 901)!;
    expect(ex.applied).toBe(false);
    expect(ex.failed).toMatchObject({ dimension: "Nights", actual: "3" });
    expect(r.totalText).toBe("3000.00"); // 3000 + 300 - 300
  });

  it("counts each guest once, though each sleeps in a cabin and in a room: two guests (NoOfPax 2)", () => {
    const couple = special({
      id: 903,
      name: "Couples",
      discount: "Absolute",
      discountValue: 50,
      rules: [{ dimension: "NoOfPax", operator: "Equals", value: 2 }],
    });
    const r = calc(
      input({ prices: [vesselPrice(), resortPrice()], specials: [couple], booking: tripWithStay("2025-02-26") }),
    );
    expect(r.explain.specials[0]).toMatchObject({ applied: true });
    expect(r.totalText).toBe("3250.00"); // 3000 + 300 - 50
  });
});
