// The pricing engine's pure calculation: a 14-night resort stay for 4 guests in two rooms that
// crosses two seasons, with 10 active specials, products and tax. No database: run alone with
// `BENCH=pricing npm run bench`. Target: median under 2 ms.
import { calculateBooking } from "../lib/domain/pricing/calculate";
import type { PricingInput, Special } from "../lib/domain/pricing/types";
import { latency, newBench, type Suite } from "./harness";
import { SPECIAL_FLAG_DEFAULTS } from "../lib/domain/pricing/enums";

const TARGET_MS = 2;

function special(id: number, o: Partial<Special>): Special {
  return {
    id,
    name: `Special ${id}`,
    status: "active",
    kind: "special",
    rules: [],
    discount: "PerCent",
    discountValue: 5,
    target: "ChangeRoomPrice",
    scope: "Booking",
    channels: [],
    ...SPECIAL_FLAG_DEFAULTS,
    includeIn: [],
    sort: id,
    ...o,
  };
}

export function pricingInput(): PricingInput {
  const nights14 = [{ dimension: "Nights" as const, operator: "GreaterThanEquals" as const, value: 14 }];
  return {
    prices: [
      {
        id: 1,
        name: "Season 2025",
        status: "active",
        type: "resort",
        calculationType: "unit",
        resortId: 1,
        currency: "EUR",
        valid: { from: "2025-01-01", to: "2025-12-31" },
        periods: [
          { id: 1, name: "Low", from: "2025-01-01", to: "2025-06-30" },
          { id: 2, name: "High", from: "2025-07-01", to: "2025-12-31" },
        ],
        entries: [
          { id: 1, periodId: 1, roomTypeId: 1, per: "room", value: 120 },
          { id: 2, periodId: 2, roomTypeId: 1, per: "room", value: 160 },
          { id: 3, periodId: 1, roomTypeId: 2, per: "person", value: 90 },
          { id: 4, periodId: 2, roomTypeId: 2, per: "person", value: 130 },
        ],
        variants: [{ id: 1, key: "child", name: "Child", maxAge: 11, adjust: { type: "percent", value: -50 } }],
        tax: { status: "active", value: 7, name: "VAT", inclusive: true },
        supplements: [{ id: 1, name: "Eco fee", value: 2, addRule: "PerNight" }],
        termsOfPayment: { id: 1, name: "30/70", depositPercent: 30, depositDueDays: 7, restDueDaysBeforeArrival: 30 },
      },
    ],
    specials: [
      special(1, { rules: nights14 }),
      special(2, {
        target: "ChangeRoomPriceDiscountable",
        discount: "AbsoluteNights",
        discountValue: 3,
        rules: [{ dimension: "DaysBeforeTravelDate", operator: "GreaterThan", value: 60 }],
      }),
      special(3, {
        scope: "Person",
        discountValue: 50,
        rules: [{ dimension: "Age", operator: "LessThan", value: 12 }],
      }),
      special(4, { discount: "FOCUnit", discountValue: 1, rules: nights14 }),
      special(5, { target: "ChangeProductPrice", discountValue: 10 }),
      special(6, {
        target: "ChangeFullBookingPrice",
        discountValue: 2,
        channels: ["Booking", "CustomerDirectBooking"],
      }),
      special(7, {
        scope: "Bed",
        discount: "Absolute",
        discountValue: 5,
        rules: [{ dimension: "RoomType", operator: "IsIn", value: [1] }],
      }),
      special(8, {
        scope: "Person",
        discount: "Lowest",
        discountValue: 1000,
        rules: [{ dimension: "CustomerType", operator: "IsIn", value: ["Direct"] }],
      }),
      special(9, {
        target: "ChangeAddonPrice",
        discount: "Absolute",
        discountValue: 10,
        rules: [{ dimension: "Date", operator: "IsIn", value: [{ from: "2025-06-01", to: "2025-07-31" }] }],
      }),
      special(10, {
        kind: "AgencyCommission",
        discountValue: 2,
        reduce: false,
        rules: [{ dimension: "DayInWeek", operator: "IsIn", value: [1, 2, 3, 4, 5, 6, 7] }],
      }),
    ],
    booking: {
      id: 1,
      type: "resort",
      dateFrom: "2025-06-24",
      dateTo: "2025-07-08",
      bookingDate: "2025-02-01",
      channel: "Booking",
      resortId: 1,
      currency: "EUR",
      agency: { id: 1, commissionPercent: 10 },
      rooms: [
        {
          id: 1,
          roomId: 1,
          roomName: "101",
          roomTypeId: 1,
          roomTypeName: "Double",
          exclusive: true,
          beds: 2,
          noOfPax: 2,
        },
        {
          id: 2,
          roomId: 2,
          roomName: "201",
          roomTypeId: 2,
          roomTypeName: "Family",
          exclusive: true,
          beds: 3,
          noOfPax: 2,
        },
      ],
      guests: [
        { customerId: 1, bookingRoomId: 1, isMain: true, age: 40, customerType: "Direct", addressCountry: "DE" },
        { customerId: 2, bookingRoomId: 1, age: 38, customerType: "Direct" },
        { customerId: 3, bookingRoomId: 2, age: 9, customerType: "Direct" },
        { customerId: 4, bookingRoomId: 2, age: 15, customerType: "Direct" },
      ],
      products: [
        { id: 1, product: { id: 1, name: "Dive package", kind: "product", price: 35, addRule: "PerDive" } },
        { id: 2, product: { id: 2, name: "Transfer", kind: "addon", price: 60, addRule: "PerBooking" } },
      ],
    },
  };
}

export async function pricingSuites(): Promise<Suite[]> {
  const i = pricingInput();
  const check = calculateBooking(i);
  const applied = check.explain.specials.filter((s) => s.applied).length;
  const bench = newBench(`pricing: calculateBooking, 14 nights, 4 guests, 10 active specials (${applied} apply), pure`);
  bench.add("calculateBooking", () => {
    calculateBooking(i);
  });
  await bench.run();
  const suite: Suite = {
    name: bench.name!,
    bench,
    notes: () => {
      const median = latency(suite, "calculateBooking")?.p50 ?? NaN;
      return [
        `target: median under ${TARGET_MS} ms -> ${median.toFixed(3)} ms (${median < TARGET_MS ? "met" : "MISSED"}); ${check.lines.length} lines, total ${check.total.toFixed(2)} EUR`,
      ];
    },
  };
  return [suite];
}
