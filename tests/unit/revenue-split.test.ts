// The asset share's rule (lib/domain/finance/revenue-split.ts) without a database: a room's and a
// price's lines go to their asset, the whole booking's lines by nights, and the shares always add
// up to the booking's total to the cent.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dec, sum } from "@/lib/core/money";
import { splitRevenue, type SplitInput } from "@/lib/domain/finance/revenue-split";

const resort = { kind: "resort" as const, id: 3 };
const vessel = { kind: "vessel" as const, id: 7 };

/** A trip of 7 nights (cabin, booking room 1) after 2 nights at the resort (booking room 2). */
const trip: Omit<SplitInput, "lines" | "total"> = {
  currency: "EUR",
  rooms: [
    { bookingRoomId: 1, asset: vessel, dateFrom: "2030-05-03", dateTo: "2030-05-10" },
    { bookingRoomId: 2, asset: resort, dateFrom: "2030-05-01", dateTo: "2030-05-03" },
  ],
  priceAssets: new Map([
    [40, { kind: "vessel" as const, id: 7 }],
    [50, { kind: "resort" as const, id: null }],
  ]),
  own: { asset: vessel, dateFrom: "2030-05-03", dateTo: "2030-05-10" },
};

const price = (bookingRoomId: number, total: string) => ({
  key: `room:${bookingRoomId}`,
  total,
  source: { kind: "price", priceId: 1, periodId: null, entryId: null, variantId: null, bookingRoomId },
});
const flat = (shares: ReturnType<typeof splitRevenue>) =>
  shares.map((s) => ({
    asset: `${s.asset.kind}:${s.asset.id}`,
    nights: s.nights,
    lines: s.lines.toFixed(2),
    byNights: s.byNights.toFixed(2),
    total: s.total.toFixed(2),
  }));

describe("splitRevenue", () => {
  it("gives each room's lines to its asset and splits the whole booking's lines by nights", () => {
    const shares = splitRevenue({
      ...trip,
      total: "1690.00",
      lines: [
        price(1, "1400.00"),
        price(2, "200.00"),
        { key: "manual:1", total: "90.00", source: { kind: "manual", id: 1 } },
      ],
    });
    expect(flat(shares)).toEqual([
      { asset: "resort:3", nights: 2, lines: "200.00", byNights: "20.00", total: "220.00" },
      { asset: "vessel:7", nights: 7, lines: "1400.00", byNights: "70.00", total: "1470.00" },
    ]);
  });

  it("gives a price's supplement, service and tax to its asset (a price of every resort: the booking's)", () => {
    const shares = splitRevenue({
      ...trip,
      total: "130.00",
      lines: [
        { key: "supplement:40:1", total: "50.00", source: { kind: "supplement", priceId: 40, supplementId: 1 } },
        { key: "service:50", total: "30.00", source: { kind: "service", priceId: 50 } },
        { key: "tax:50", total: "41.00", source: { kind: "tax" } },
        // the first price's tax (key "tax") belongs to the whole booking
        { key: "tax", total: "9.00", source: { kind: "tax" } },
      ],
    });
    expect(flat(shares)).toEqual([
      { asset: "resort:3", nights: 2, lines: "71.00", byNights: "2.00", total: "73.00" },
      { asset: "vessel:7", nights: 7, lines: "50.00", byNights: "7.00", total: "57.00" },
    ]);
  });

  it("counts a night of several rooms once, and the own asset's dates when no room is on it", () => {
    const shares = splitRevenue({
      currency: "EUR",
      total: "100.00",
      rooms: [
        { bookingRoomId: 1, asset: resort, dateFrom: "2030-05-01", dateTo: "2030-05-04" },
        { bookingRoomId: 2, asset: resort, dateFrom: "2030-05-02", dateTo: "2030-05-05" },
      ],
      priceAssets: new Map(),
      own: { asset: vessel, dateFrom: "2030-05-05", dateTo: "2030-05-06" },
      lines: [{ key: "special:1", total: "100.00", source: { kind: "special", specialId: 1 } }],
    });
    expect(flat(shares)).toEqual([
      { asset: "resort:3", nights: 4, lines: "0.00", byNights: "80.00", total: "80.00" },
      { asset: "vessel:7", nights: 1, lines: "0.00", byNights: "20.00", total: "20.00" },
    ]);
  });

  it("rounds each share to the cent, the last asset takes the rest; the total's rounding goes by nights", () => {
    const shares = splitRevenue({
      ...trip,
      rooms: [
        { bookingRoomId: 1, asset: vessel, dateFrom: "2030-05-01", dateTo: "2030-05-03" },
        { bookingRoomId: 2, asset: resort, dateFrom: "2030-05-03", dateTo: "2030-05-04" },
      ],
      total: "100.01",
      lines: [{ key: "manual:1", total: "100.00", source: { kind: "manual", id: 1 } }],
    });
    expect(flat(shares).map((s) => s.total)).toEqual(["33.34", "66.67"]);
  });

  it("without rooms gives everything to the booking's own asset; without any asset nothing", () => {
    const lines = [{ key: "manual:1", total: "10.00", source: { kind: "manual", id: 1 } }];
    const shares = splitRevenue({
      currency: "EUR",
      total: "10.00",
      rooms: [],
      priceAssets: new Map(),
      lines,
      own: null,
    });
    expect(shares).toEqual([]);
    const own = splitRevenue({
      currency: "EUR",
      total: "10.00",
      rooms: [],
      priceAssets: new Map(),
      lines,
      own: { asset: vessel, dateFrom: "2030-05-01", dateTo: "2030-05-01" },
    });
    expect(flat(own)).toEqual([{ asset: "vessel:7", nights: 0, lines: "0.00", byNights: "10.00", total: "10.00" }]);
  });

  it("always adds up to the booking's total", () => {
    const cents = fc.integer({ min: -100_000, max: 1_000_000 }).map((c) => dec(c).div(100).toFixed(2));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            total: cents,
            kind: fc.constantFrom("price1", "price2", "manual", "special", "supplement"),
          }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 14 }),
        fc.integer({ min: 0, max: 14 }),
        cents,
        (ls, resortNights, vesselNights, rest) => {
          const lines = ls.map((l, i) => ({
            key: `l${i}`,
            total: l.total,
            source:
              l.kind === "price1"
                ? price(1, l.total).source
                : l.kind === "price2"
                  ? price(2, l.total).source
                  : l.kind === "supplement"
                    ? { kind: "supplement", priceId: 40, supplementId: 1 }
                    : { kind: l.kind, id: i },
          }));
          const total = sum(lines.map((l) => l.total)).plus(dec(rest).div(1000).toDecimalPlaces(2));
          const day = (n: number) => `2030-05-${String(1 + n).padStart(2, "0")}`;
          const shares = splitRevenue({
            ...trip,
            total,
            lines,
            rooms: [
              { bookingRoomId: 1, asset: vessel, dateFrom: day(0), dateTo: day(vesselNights) },
              { bookingRoomId: 2, asset: resort, dateFrom: day(0), dateTo: day(resortNights) },
            ],
          });
          expect(sum(shares.map((s) => s.total)).toFixed(2)).toBe(total.toFixed(2));
          for (const s of shares) expect(s.total.decimalPlaces()).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});
