// The pricing engine's pure calculation: a 14-night resort stay for 4 guests in two rooms that
// crosses two seasons, with 10 active specials, products and tax. No database: run alone with
// `BENCH=pricing npm run bench`. Target: median under 2 ms.
import { calculateBooking } from "../lib/domain/pricing/calculate";
import type { PricingInput, Special } from "../lib/domain/pricing/types";
import { latency, newBench, type Suite } from "./harness";
import {
  DOUBLE,
  SUITE,
  guest,
  resortBooking,
  resortPrice,
  room,
  special as specialOf,
} from "../tests/unit/pricing-fixtures";

const TARGET_MS = 2;

/** Special `id`: 5 % off the room price unless told, applied in the order of its id. */
const special = (id: number, o: Partial<Special>) =>
  specialOf({ id, name: `Special ${id}`, discountValue: 5, sort: id, ...o });

export function pricingInput(): PricingInput {
  const nights14 = [{ dimension: "Nights" as const, operator: "GreaterThanEquals" as const, value: 14 }];
  return {
    // the test's resort price (Low and High season) with prices of its own, a child variant, tax, a fee and terms
    prices: [
      resortPrice({
        name: "Season 2025",
        entries: [
          { id: 1, periodId: 10, roomTypeId: DOUBLE, per: "room", value: 120 },
          { id: 2, periodId: 11, roomTypeId: DOUBLE, per: "room", value: 160 },
          { id: 3, periodId: 10, roomTypeId: SUITE, per: "person", value: 90 },
          { id: 4, periodId: 11, roomTypeId: SUITE, per: "person", value: 130 },
        ],
        variants: [{ id: 1, key: "child", name: "Child", maxAge: 11, adjust: { type: "percent", value: -50 } }],
        tax: { status: "active", value: 7, name: "VAT", inclusive: true },
        supplements: [{ id: 1, name: "Eco fee", value: 2, addRule: "PerNight" }],
        termsOfPayment: { id: 1, name: "30/70", depositPercent: 30, depositDueDays: 7, restDueDaysBeforeArrival: 30 },
      }),
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
    booking: resortBooking({
      dateFrom: "2025-06-24",
      dateTo: "2025-07-08",
      agency: { id: 1, commissionPercent: 10 },
      rooms: [
        room(),
        room({ id: 2, roomId: 201, roomName: "201", roomTypeId: SUITE, roomTypeName: "Family", beds: 3 }),
      ],
      guests: [
        guest(1, { isMain: true, age: 40, addressCountry: "DE" }),
        guest(2, { age: 38 }),
        guest(3, { bookingRoomId: 2, age: 9 }),
        guest(4, { bookingRoomId: 2, age: 15 }),
      ],
      products: [
        { id: 1, product: { id: 1, name: "Dive package", kind: "product", price: 35, addRule: "PerDive" } },
        { id: 2, product: { id: 2, name: "Transfer", kind: "addon", price: 60, addRule: "PerBooking" } },
      ],
    }),
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
