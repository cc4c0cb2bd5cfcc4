// Which nights of an online choice have no price (lib/domain/booking/calculation/price-gaps.ts), read from the
// engine's own notice lines: the nights after a season's end, a room no price covers, a price that
// cannot be converted; a fully priced stay has none.
import { describe, expect, it } from "vitest";
import { calculateBooking } from "@/lib/domain/pricing/calculate";
import { priceGaps, unpricedError } from "@/lib/domain/booking/calculation/price-gaps";
import { resortBooking, resortPrice } from "./pricing-fixtures";

const gaps = (o: Parameters<typeof resortPrice>[0] | null, currency = "EUR") =>
  priceGaps(
    calculateBooking({ booking: resortBooking({ currency }), prices: o === null ? [] : [resortPrice(o)], specials: [] })
      .lines,
  );

describe("priceGaps", () => {
  it("a stay every night of which is priced has none", () => {
    expect(gaps({})).toEqual([]);
  });

  it("names the nights after the last period, with the departure day", () => {
    expect(gaps({ periods: [{ id: 10, name: "Low", from: "2025-01-01", to: "2025-05-14" }] })).toEqual([
      { reason: "noPrice", roomType: "Double", room: "101", from: "2025-05-15", to: "2025-05-17", nights: 2 },
    ]);
  });

  it("names the whole stay of a room no price covers", () => {
    expect(gaps(null)).toEqual([
      { reason: "noPrice", roomType: "Double", room: "101", from: "2025-05-10", to: "2025-05-17", nights: 7 },
    ]);
  });

  it("names a price that cannot be converted into the booking's currency", () => {
    expect(gaps({}, "JPY")).toContainEqual({ reason: "noRate", currency: "EUR", to: "JPY" });
  });

  it("the 409 names the first gap's room type and dates", () => {
    const e = unpricedError(gaps(null));
    expect(e.status).toBe(409);
    expect(e.message).toBe("errors.NO_PRICE");
    expect(e.values).toEqual({ what: "Double", from: "2025-05-10", to: "2025-05-17" });
  });
});
