// Finding the price (price -> period -> entry -> variant), calculation types, surcharges, the
// price's discount, supplements, tax, commission, terms of payment, on-site and manual lines.
// Base case: Double (per room) 100 a night in the Low season, 7 nights from 10 May 2025, two
// guests: 700. Suite is priced per person: 80 a night in Low, 120 in High.
import { describe, expect, it } from "vitest";
import { textInLanguage } from "@/lib/domain/pricing/text-in-language";
import type { BookingSnapshot, Price, TermsOfPayment } from "@/lib/domain/pricing/types";
import {
  DOUBLE,
  SUITE,
  calc,
  guest,
  input,
  resortPrice,
  room,
  special,
  tripWithStay,
  TUBBATAHA,
  vesselPrice,
} from "./pricing-fixtures";

const suite = { rooms: [room({ roomTypeId: SUITE, roomTypeName: "Suite" })] } satisfies Partial<BookingSnapshot>;
const variants: Price["variants"] = [
  { id: 1, key: "child", name: "Child", maxAge: 11, adjust: { type: "percent", value: -50 } },
  { id: 2, key: "single", name: "Single use", singleUse: true, adjust: { type: "percent", value: 50 } },
];

describe("price, period, entry", () => {
  it("unit price per room and night: 7 x 100", () => {
    const r = calc(input());
    expect(r.prices("room_cost")).toEqual(["7x100.00"]);
    expect(r.of("room_cost")[0].source).toEqual({
      kind: "price",
      priceId: 1,
      periodId: 10,
      entryId: 100,
      variantId: null,
      bookingRoomId: 1,
    });
    expect(r.totalText).toBe("700.00");
    expect(r.todo).toBe(false);
  });

  it("a stay across two seasons: a line per season (3 x 100 + 2 x 150 = 600)", () => {
    const r = calc(input({ booking: { dateFrom: "2025-06-28", dateTo: "2025-07-03" } }));
    expect(r.prices("room_cost")).toEqual(["3x100.00", "2x150.00"]);
    expect(r.totalText).toBe("600.00");
  });

  it("the shortest period containing a night wins (a festival inside the season)", () => {
    const p = resortPrice();
    p.periods.push({ id: 12, name: "Festival", from: "2025-05-12", to: "2025-05-13" });
    p.entries.push({ id: 104, periodId: 12, roomTypeId: DOUBLE, per: "room", value: 200 });
    const r = calc(input({ prices: [p] }));
    // 10, 11 May: 2 x 100; 12, 13 May: 2 x 200; 14 to 16 May: 3 x 100 = 900
    expect(r.prices("room_cost")).toEqual(["2x100.00", "2x200.00", "3x100.00"]);
    expect(r.totalText).toBe("900.00");
  });

  it("per person: 2 guests x 7 nights x 80 = 1120", () => {
    const r = calc(input({ booking: suite }));
    expect(r.prices("room_cost")).toEqual(["14x80.00"]);
    expect(r.totalText).toBe("1120.00");
  });

  it("complete: one price for the whole trip (vessel, 2 x 1500)", () => {
    const r = calc(
      input({
        prices: [vesselPrice()],
        booking: {
          type: "vessel",
          vesselId: 3,
          resortId: null,
          dateFrom: "2025-03-01",
          dateTo: "2025-03-08",
          schedule: TUBBATAHA,
          rooms: [room({ roomTypeId: 5, roomTypeName: "Lower deck" })],
        },
      }),
    );
    expect(r.of("tour")[0].text).toEqual({
      key: "pricing.line.tour",
      values: { tour: "Tubbataha", from: "2025-03-01", to: "2025-03-08", nights: 7 },
    });
    expect(r.prices("room_cost")).toEqual(["2x1500.00"]);
    expect(r.of("room_cost")[0].text.key).toBe("pricing.line.roomTrip");
    expect(r.totalText).toBe("3000.00");
  });

  it("a stay before the trip: the resort room is priced by its resort's price for its own nights (3 x 100 + 2 x 1500)", () => {
    const r = calc(input({ prices: [vesselPrice(), resortPrice()], booking: tripWithStay() }));
    expect(r.prices("room_cost").sort()).toEqual(["2x1500.00", "3x100.00"]);
    expect(r.todo).toBe(false);
    expect(r.totalText).toBe("3300.00");
    // a resort price of another resort does not price the stay: a clear line and a todo
    const other = calc(input({ prices: [vesselPrice(), resortPrice({ resortId: 8 })], booking: tripWithStay() }));
    expect(other.todo).toBe(true);
    expect(other.totalText).toBe("3000.00");
  });

  it("a room type without its own entry takes the period's shared entry plus its surcharge (100 + 20% = 120)", () => {
    const p = resortPrice({ entries: [{ id: 105, periodId: 10, roomTypeId: null, per: "room", value: 100 }] });
    const r = calc(
      input({ prices: [p], booking: { rooms: [room({ roomTypeSurcharge: { type: "percent", value: 20 } })] } }),
    );
    expect(r.prices("room_cost")).toEqual(["7x120.00"]);
    // its own entry ignores the room type surcharge
    expect(
      calc(input({ booking: { rooms: [room({ roomTypeSurcharge: { type: "percent", value: 20 } })] } })).totalText,
    ).toBe("700.00");
  });

  it("the base price where no entry exists, with a ByEntry room type surcharge (90 + 10 = 100)", () => {
    const p = resortPrice({ entries: [], basePrice: { value: 90, per: "room" } });
    const r = calc(
      input({ prices: [p], booking: { rooms: [room({ roomTypeSurcharge: { type: "ByEntry", value: 10 } })] } }),
    );
    expect(r.prices("room_cost")).toEqual(["7x100.00"]);
    expect(r.explain.lines["room:1:2025-05-10:base"][0].key).toBe("pricing.explain.basePrice");
  });

  it.each([
    [{ type: "percent" as const, value: 10 }, "7x110.00", "770.00"],
    [{ type: "ByEntry" as const, value: 5 }, "7x105.00", "735.00"],
  ])("price surcharge %j", (surcharge, line, total) => {
    const r = calc(input({ prices: [resortPrice({ surcharge })] }));
    expect(r.prices("room_cost")).toEqual([line]);
    expect(r.totalText).toBe(total);
  });

  it.each([
    [{ type: "percent" as const, value: 10 }, "7x-10.00", "630.00"],
    [{ type: "ByEntry" as const, value: 15 }, "7x-15.00", "595.00"],
  ])("the price's discount %j is a discount line under the room", (discount, line, total) => {
    const r = calc(input({ prices: [resortPrice({ discount })] }));
    expect(r.prices("discount")).toEqual([line]);
    expect(r.totalText).toBe(total);
  });

  it("a room sold by the bed divides a room entry among its beds (100 / 4 = 25)", () => {
    const r = calc(
      input({
        booking: { rooms: [room({ exclusive: false, beds: 4, noOfPax: 1 })], guests: [guest(1, { isMain: true })] },
      }),
    );
    expect(r.prices("room_cost")).toEqual(["7x25.00"]);
  });
});

describe("variants", () => {
  it("a child pays the child variant (-50%): 560 + 280 = 840", () => {
    const r = calc(
      input({
        prices: [resortPrice({ variants })],
        booking: { ...suite, guests: [guest(1, { isMain: true }), guest(2, { age: 8 })] },
      }),
    );
    expect(r.prices("room_cost")).toEqual(["7x80.00", "7x40.00"]);
    expect(r.of("room_cost")[1].source).toMatchObject({ variantId: 1 });
    expect(r.totalText).toBe("840.00");
  });

  it("an entry's own value for a variant wins over its adjustment (child 30)", () => {
    const p = resortPrice({ variants });
    p.entries[2] = { ...p.entries[2], variants: { 1: 30 } };
    const r = calc(
      input({ prices: [p], booking: { ...suite, guests: [guest(1, { isMain: true }), guest(2, { age: 8 })] } }),
    );
    expect(r.totalText).toBe("770.00"); // 560 + 7 x 30
  });

  it("one person alone in a double pays single use (+50%): 7 x 150", () => {
    const r = calc(
      input({
        prices: [resortPrice({ variants })],
        booking: { rooms: [room({ noOfPax: 1 })], guests: [guest(1, { isMain: true })] },
      }),
    );
    expect(r.prices("room_cost")).toEqual(["7x150.00"]);
  });

  it("an amount off never takes the price below 0 (-1000 on 80: 0, not -920)", () => {
    const off: Price["variants"] = [
      { id: 3, key: "child", name: "Child", maxAge: 11, adjust: { type: "absolute", value: -1000 } },
    ];
    const r = calc(
      input({
        prices: [resortPrice({ variants: off })],
        booking: { ...suite, guests: [guest(1, { isMain: true }), guest(2, { age: 8 })] },
      }),
    );
    expect(r.prices("room_cost")).toEqual(["7x80.00", "7x0.00"]);
    expect(r.totalText).toBe("560.00");
  });

  it("a variant chosen by staff wins", () => {
    const r = calc(
      input({
        prices: [resortPrice({ variants })],
        booking: { ...suite, guests: [guest(1, { isMain: true, variantId: 1 }), guest(2)] },
      }),
    );
    expect(r.totalText).toBe("840.00");
  });
});

describe("guests", () => {
  it("ForFree guests cost 0 (and say so), OnSite guests pay on site in the on-site currency", () => {
    const r = calc(
      input({
        booking: {
          ...suite,
          rooms: [room({ roomTypeId: SUITE, roomTypeName: "Suite", noOfPax: 3, beds: 3 })],
          guests: [
            guest(1, { isMain: true }),
            guest(2, { customerType: "ForFree" }),
            guest(3, { customerType: "OnSite" }),
          ],
        },
        exchangeRates: [{ from: "EUR", to: "PHP", rate: 60, validFrom: "2025-01-01" }],
        settings: { onsiteCurrency: "PHP" },
      }),
    );
    expect(r.of("room_cost").map((l) => [l.price.toFixed(2), l.customerType, l.onsite])).toEqual([
      ["80.00", "Direct", false],
      ["0.00", "ForFree", false],
      ["80.00", "OnSite", true],
    ]);
    expect(r.totalText).toBe("1120.00");
    expect(r.totals.onsite.amount.toFixed(2)).toBe("560.00");
    expect(r.totals.onsite.converted?.toFixed(2)).toBe("33600.00"); // 560 x 60
    expect(r.totals.online.toFixed(2)).toBe("560.00");
  });

  it("guests not yet named are priced as adults; Info contacts are not guests", () => {
    // a Suite for 3: the Info contact holds one place, the two not yet named pay
    const forThree = [room({ roomTypeId: SUITE, roomTypeName: "Suite", noOfPax: 3, beds: 3 })];
    const r = calc(input({ booking: { rooms: forThree, guests: [guest(9, { customerType: "Info", isMain: true })] } }));
    expect(r.prices("room_cost")).toEqual(["14x80.00"]);
    expect(r.of("room_cost")[0].customers).toEqual([]);
  });

  it("an Info contact in the room is neither charged nor filled up to noOfPax (7 x 80, NoOfPax 1)", () => {
    // noOfPax 2 counts the adult and the contact, as a booking created with both stores it
    const guests = [guest(1, { isMain: true }), guest(9, { customerType: "Info" })];
    const r = calc(input({ booking: { ...suite, guests } }));
    expect(r.prices("room_cost")).toEqual(["7x80.00"]);
    expect(r.of("room_cost")[0].customers).toEqual([1]);
    expect(r.totalText).toBe("560.00");
    const onePax = special({ rules: [{ dimension: "NoOfPax", operator: "Equals", value: 1 }] });
    const inRoom = special({ id: 901, rules: [{ dimension: "NoOfPaxInDoubleRoom", operator: "Equals", value: 1 }] });
    const ruled = calc(input({ specials: [onePax, inRoom], booking: { ...suite, guests } }));
    // both rules see one person: 10% twice off 560
    expect(ruled.of("special").map((l) => l.total.toFixed(2))).toEqual(["-56.00", "-56.00"]);
  });
});

describe("no matching price", () => {
  it("says so in a line and sets a todo, never a silent zero", () => {
    const r = calc(input({ prices: [] }));
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({
      type: "text",
      billable: false,
      text: { key: "pricing.line.noPrice", values: { room: "101", roomType: "Double", from: "2025-05-10", nights: 7 } },
    });
    expect(r.todo).toBe(true);
    expect(r.todos[0].key).toBe("pricing.todo.noPrice");
  });

  it("nights no period covers are named, the others priced", () => {
    const r = calc(
      input({ prices: [resortPrice({ periods: [{ id: 10, name: "Low", from: "2025-01-01", to: "2025-05-14" }] })] }),
    );
    expect(r.prices("room_cost")).toEqual(["5x100.00"]);
    expect(r.of("text")[0].text).toMatchObject({
      key: "pricing.line.noPrice",
      values: { from: "2025-05-15", nights: 2 },
    });
    expect(r.todo).toBe(true);
  });

  it("the base price stands in for a missing entry, not for a missing period: nights outside are named", () => {
    const r = calc(
      input({
        prices: [
          resortPrice({
            periods: [{ id: 10, name: "Low", from: "2025-01-01", to: "2025-05-14" }],
            basePrice: { value: 90, per: "room" },
          }),
        ],
      }),
    );
    expect(r.prices("room_cost")).toEqual(["5x100.00"]);
    expect(r.of("text")[0].text).toMatchObject({
      key: "pricing.line.noPrice",
      values: { from: "2025-05-15", nights: 2 },
    });
    expect(r.todo).toBe(true);
  });

  it("a price without periods (a standing price) is its base price on every night", () => {
    const r = calc(
      input({ prices: [resortPrice({ periods: [], entries: [], basePrice: { value: 90, per: "room" } })] }),
    );
    expect(r.prices("room_cost")).toEqual(["7x90.00"]);
    expect(r.todo).toBe(false);
  });

  it.each<[string, Partial<Price>, Partial<BookingSnapshot>]>([
    ["status", { status: "draft" }, {}],
    ["validity", { valid: { from: "2026-01-01", to: "2026-12-31" } }, {}],
    ["channel", { isAvailableToOTA: false }, { channel: "OTABooking" }],
    ["market", { countries: ["PH"] }, { guests: [guest(1, { isMain: true, addressCountry: "DE" })] }],
    ["currency", { currencies: ["USD"] }, {}],
    ["asset", { resortId: 8 }, {}],
  ])("a price is not used for its %s, and the explanation says why", (reason, price, booking) => {
    const r = calc(input({ prices: [resortPrice(price)], booking }));
    expect(r.explain.prices).toEqual([{ priceId: 1, name: "Summer 2025", chosen: false, reason }]);
    expect(r.todo).toBe(true);
  });

  it("a price pinned by staff is used even outside its validity; the newest valid price wins otherwise", () => {
    const old = resortPrice({
      id: 3,
      name: "Standing",
      valid: null,
      entries: [{ id: 300, periodId: 10, roomTypeId: DOUBLE, per: "room", value: 90 }],
    });
    expect(calc(input({ prices: [old, resortPrice()] })).totalText).toBe("700.00");
    expect(
      calc(
        input({
          prices: [old, resortPrice({ valid: { from: "2026-01-01", to: "2026-12-31" } })],
          booking: { priceId: 1 },
        }),
      ).totalText,
    ).toBe("700.00");
    expect(calc(input({ prices: [old, resortPrice()], booking: { priceId: 3 } })).totalText).toBe("630.00");
  });

  it("a pinned price that starts during the stay prices the nights it covers; the nights before get the no-price line", () => {
    // periods from 13 May: of the stay 10 to 17 May, 13 to 16 May (4 nights) are priced
    const late = resortPrice({
      id: 4,
      periods: [{ id: 40, name: "Late", from: "2025-05-13", to: "2025-12-31" }],
      entries: [{ id: 400, periodId: 40, roomTypeId: DOUBLE, per: "room", value: 85.5 }],
    });
    const r = calc(input({ prices: [late], booking: { priceId: 4 } }));
    expect(r.prices("room_cost")).toEqual(["4x85.50"]);
    expect(r.totalText).toBe("342.00");
    expect(r.todo).toBe(true);
    const notice = r.lines.find((l) => l.source.kind === "notice")!;
    expect(notice.text.values).toMatchObject({ nights: 3 });
  });
});

describe("supplements and services", () => {
  it("supplements by add rule for the room types they name", () => {
    const p = resortPrice({
      supplements: [
        { id: 1, name: "Eco fee", value: 2, addRule: "PerNight" },
        {
          id: 2,
          name: "Gala dinner",
          value: 50,
          addRule: "PerPerson",
          dateRange: { from: "2025-12-24", to: "2025-12-31" },
        },
        { id: 3, name: "Suite butler", value: 30, addRule: "PerBooking", roomTypeIds: [SUITE] },
      ],
      includedServices: ["Breakfast"],
      excludedServices: ["Airport transfer"],
    });
    const r = calc(input({ prices: [p] }));
    expect(r.prices("cost")).toEqual(["14x2.00"]); // 2 guests x 7 nights; no gala in May; no suite
    expect(r.totalText).toBe("728.00");
    expect(r.of("text").map((l) => l.text)).toEqual([
      { key: "pricing.line.included", values: { service: "Breakfast" } },
      { key: "pricing.line.excluded", values: { service: "Airport transfer" } },
    ]);
  });
});

describe("tax", () => {
  it("inclusive: the tax is inside the price (700 x 10/110 = 63.64)", () => {
    const r = calc(
      input({ prices: [resortPrice({ tax: { status: "active", value: 10, name: "VAT", inclusive: true } })] }),
    );
    expect(r.totals).toMatchObject({ taxName: "VAT", taxInclusive: true });
    expect([r.totalText, r.totals.tax.toFixed(2), r.totals.net.toFixed(2)]).toEqual(["700.00", "63.64", "636.36"]);
  });

  it("exclusive: the tax is a line on top (700 + 70)", () => {
    const r = calc(
      input({ prices: [resortPrice({ tax: { status: "active", value: 10, name: "VAT", inclusive: false } })] }),
    );
    expect(r.prices("cost")).toEqual(["1x70.00"]);
    expect([r.totalText, r.totals.tax.toFixed(2), r.totals.net.toFixed(2)]).toEqual(["770.00", "70.00", "700.00"]);
  });

  it("a tax that is not active (the default, aborted) is not charged; the booking's own tax wins", () => {
    expect(
      calc(input({ prices: [resortPrice({ tax: { status: "aborted", value: 10, name: "VAT", inclusive: false } })] }))
        .totalText,
    ).toBe("700.00");
    expect(
      calc(
        input({
          prices: [resortPrice({ tax: { status: "aborted", value: 10, name: "VAT", inclusive: false } })],
          booking: { tax: { status: "active", value: 5, name: "City", inclusive: false } },
        }),
      ).totalText,
    ).toBe("735.00");
  });

  describe("a trip with a resort stay beside it: each part taxed as its own price says", () => {
    // the cabin for two at 1500 a person (3000) by the vessel's price; 3 resort nights at 100 (300)
    const booking = tripWithStay();
    const vat = { status: "active" as const, value: 10, name: "VAT", inclusive: true };

    it("the stay's VAT is reported though the cabins carry none (300 x 10/110 = 27.27)", () => {
      const r = calc(input({ prices: [vesselPrice(), resortPrice({ tax: vat })], booking }));
      expect(r.totalText).toBe("3300.00");
      expect(r.totals).toMatchObject({ taxName: "VAT", taxInclusive: true });
      expect(r.totals.tax.toFixed(2)).toBe("27.27");
      expect(r.totals.taxes.map((t) => [t.name, t.amount.toFixed(2)])).toEqual([["VAT", "27.27"]]);
    });

    it("two taxes: the vessel's added on the cabins (3000 x 7% = 210), the resort's inside the stay (27.27)", () => {
      const gst = { status: "active" as const, value: 7, name: "GST", inclusive: false };
      const r = calc(input({ prices: [vesselPrice({ tax: gst }), resortPrice({ tax: vat })], booking }));
      expect(r.prices("cost")).toEqual(["1x210.00"]);
      expect(r.totalText).toBe("3510.00");
      expect(r.totals.taxes.map((t) => [t.name, t.amount.toFixed(2)])).toEqual([
        ["GST", "210.00"],
        ["VAT", "27.27"],
      ]);
      expect([r.totals.tax.toFixed(2), r.totals.net.toFixed(2)]).toEqual(["237.27", "3272.73"]);
    });
  });
});

describe("commission and terms of payment", () => {
  const terms: TermsOfPayment = {
    id: 4,
    name: "30/70",
    depositPercent: 30,
    depositDueDays: 7,
    restDueDaysBeforeArrival: 30,
  };

  it("the agency's percent of the commissionable lines (10% of 700 = 70), kept by the agency", () => {
    const r = calc(input({ booking: { agency: { id: 44, commissionPercent: 10 } } }));
    expect(r.totals).toMatchObject({ commissionPercent: expect.anything(), includeCommission: false });
    expect([r.totals.commissionBase.toFixed(2), r.totals.commission.toFixed(2), r.totals.payable.toFixed(2)]).toEqual([
      "700.00",
      "70.00",
      "630.00",
    ]);
    expect(r.of("text").map((l) => l.text.key)).toContain("pricing.line.commission");
    expect(r.totalText).toBe("700.00"); // the customer's price does not change
  });

  it("the booking's commission object wins over the price's and the agency's; a fixed value wins over percent", () => {
    const p = resortPrice({ commission: { percent: 12 } });
    expect(
      calc(input({ prices: [p], booking: { agency: { id: 44, commissionPercent: 10 } } })).totals.commission.toFixed(2),
    ).toBe("84.00");
    expect(
      calc(
        input({ prices: [p], booking: { agency: { id: 44, commissionPercent: 10 }, commission: { percent: 15 } } }),
      ).totals.commission.toFixed(2),
    ).toBe("105.00");
    expect(
      calc(
        input({ prices: [p], booking: { agency: { id: 44, commissionPercent: 10 }, commission: { value: 50 } } }),
      ).totals.commission.toFixed(2),
    ).toBe("50.00");
  });

  it("includeCommission: the agency pays the full price, the commission is paid out later", () => {
    const r = calc(
      input({ booking: { agency: { id: 44, commissionPercent: 10 }, commission: { includeCommission: true } } }),
    );
    expect(r.totals.payable.toFixed(2)).toBe("700.00");
  });

  it("deposit 30% due 7 days after booking, the rest 30 days before arrival", () => {
    const r = calc(input({ booking: { termsOfPayment: terms } }));
    expect(r.totals.paymentPlan.map((p) => [p.part, p.amount.toFixed(2), p.dueDate])).toEqual([
      ["deposit", "210.00", "2025-02-08"],
      ["rest", "490.00", "2025-04-10"],
    ]);
    expect(r.prices("deposit")).toEqual(["1x210.00"]);
    expect(r.prices("rest")).toEqual(["1x490.00"]);
  });

  it("with an agency keeping 70: from the rest only, or from both parts (useTerms)", () => {
    const agency = { id: 44, commissionPercent: 10 };
    const plan = (useTerms: boolean) =>
      calc(input({ booking: { termsOfPayment: terms, agency, commission: { useTerms } } })).totals.paymentPlan.map(
        (p) => p.amount.toFixed(2),
      );
    expect(plan(false)).toEqual(["210.00", "420.00"]); // 30% of 700; 630 - 210
    expect(plan(true)).toEqual(["189.00", "441.00"]); // 30% of 630; 630 - 189
  });

  it("a late booking pays everything at once, and never before the booking date", () => {
    const r = calc(input({ booking: { termsOfPayment: terms, bookingDate: "2025-05-01" } }));
    expect(r.totals.paymentPlan.map((p) => [p.part, p.amount.toFixed(2), p.dueDate])).toEqual([
      ["rest", "700.00", "2025-05-01"],
    ]);
  });

  it("the price's terms apply when the booking has none; payments reduce what is open", () => {
    const r = calc(
      input({
        prices: [resortPrice({ termsOfPayment: terms })],
        booking: { payments: [{ id: 1, date: "2025-02-03", amount: 210 }] },
      }),
    );
    expect(r.totals.paymentPlan).toHaveLength(2);
    expect(r.prices("payment")).toEqual(["1x210.00"]);
    expect([r.totals.paid.toFixed(2), r.totals.open.toFixed(2)]).toEqual(["210.00", "490.00"]);
  });
});

describe("manual lines and overrides", () => {
  it("manual lines are kept where staff put them and count when billable", () => {
    const r = calc(
      input({
        booking: {
          manualLines: [
            {
              id: 1,
              type: "cost",
              text: { key: "pricing.line.manual", values: { text: "Late check-out" } },
              amount: 1,
              price: "25.50",
              sort: 15,
            },
            {
              id: 2,
              type: "text",
              text: { key: "pricing.line.manual", values: { text: "Honeymoon" } },
              amount: 1,
              price: 0,
            },
          ],
        },
      }),
    );
    // a line without a place (9999) still comes before the payment plan, which sums it up
    expect(r.lines.map((l) => `${l.sort}:${l.type}`)).toEqual(["10:room_cost", "15:cost", "9999:text", "10000:rest"]);
    expect(r.totalText).toBe("725.50");
  });

  it("a changed price of an editable line survives a reload", () => {
    const r = calc(input({ booking: { lineOverrides: [{ key: "room:1:2025-05-10:base", price: 90 }] } }));
    expect(r.prices("room_cost")).toEqual(["7x90.00"]);
    expect(r.totalText).toBe("630.00");
  });
});

describe("a stay called off", () => {
  it("bills nothing of the stay and says in which state it was called off, in the reader's language", () => {
    for (const [state, en, de] of [
      ["aborted", "Cancelled", "Storniert"],
      ["rebooked", "Rebooked", "Umgebucht"],
      ["freed", "Released", "Freigegeben"],
      ["splitted", "Split", "Geteilt"],
    ] as const) {
      const r = calc(input({ booking: { calledOff: state } }));
      expect(r.totalText).toBe("0.00");
      const [line] = r.lines;
      expect(line.source).toEqual({ kind: "calledOff" });
      expect(textInLanguage("en")(line.text)).toBe(`${en}: the stay is not billed; only fees added by hand are`);
      expect(textInLanguage("de")(line.text)).toMatch(new RegExp(`^${de}: `));
    }
  });
});
