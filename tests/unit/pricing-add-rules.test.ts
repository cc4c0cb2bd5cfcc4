// Add rules and dive planning: quantities per rule, and product lines for guests who pay
// normally, on site or not at all. Booking: 7 nights (10 to 17 May 2025), two guests.
import { describe, expect, it } from "vitest";
import { planDives, quantityFor, unitsPerGuest } from "@/lib/domain/pricing/add-rules";
import type { AddRule } from "@/lib/domain/pricing/enums";
import type { BookingProduct, Product } from "@/lib/domain/pricing/types";
import { calc, guest, input, tripWithStay } from "./pricing-fixtures";

const product = (o: Partial<Product> = {}): Product => ({
  id: 1,
  name: "Nitrox",
  kind: "product",
  price: 10,
  addRule: "PerPerson",
  ...o,
});
const booked = (p: Partial<Product>, o: Partial<BookingProduct> = {}): BookingProduct => ({
  id: 70,
  product: product(p),
  ...o,
});

describe("dive planning", () => {
  it("dive days = nights + 1 - 3, dives = dive days x 3", () => {
    expect(planDives(7)).toEqual({ nights: 7, days: 8, diveDays: 5, dives: 15 });
    expect(planDives(10, 2)).toEqual({ nights: 10, days: 11, diveDays: 8, dives: 16 });
    expect(planDives(1).diveDays).toBe(0); // arrival, departure and no-fly day leave nothing
  });
});

describe("units per guest", () => {
  it.each<[AddRule, number, number]>([
    ["PerPerson", 7, 1],
    ["PerBooking", 7, 1],
    ["PerBookingAndCustomer", 7, 1],
    ["PerDay", 7, 8],
    ["PerNight", 7, 7],
    ["PerDiveDay", 7, 5],
    ["PerDive", 7, 15],
    ["PerWeekFloor", 10, 1],
    ["PerWeekCeil", 10, 2],
    ["PerWeekFloor", 6, 0],
    ["PerWeekCeil", 6, 1],
  ])("%s for %i nights: %i", (rule, nights, want) => {
    expect(unitsPerGuest(rule, nights)).toBe(want);
  });

  it("PerBooking counts once, the others per guest", () => {
    expect(quantityFor("PerBooking", [7, 7, 7])).toBe(1);
    expect(quantityFor("PerNight", [7, 3])).toBe(10);
  });
});

describe("product lines by add rule (2 guests, 7 nights, price 10)", () => {
  it.each<[AddRule, string[]]>([
    ["PerPerson", ["2x10.00"]], // 20
    ["PerBooking", ["1x10.00"]],
    ["PerBookingAndCustomer", ["1x10.00", "1x10.00"]], // a line per guest
    ["PerDay", ["16x10.00"]], // 8 days x 2
    ["PerNight", ["14x10.00"]],
    ["PerDiveDay", ["10x10.00"]], // 5 x 2
    ["PerDive", ["30x10.00"]], // 15 x 2
    ["PerWeekFloor", ["2x10.00"]],
    ["PerWeekCeil", ["2x10.00"]],
  ])("%s", (addRule, want) => {
    const r = calc(input({ booking: { products: [booked({ addRule })] } }));
    expect(r.prices("product")).toEqual(want);
  });

  it("a guest in a cabin and in a resort room beside the trip is one guest; their nights add up (7 + 3)", () => {
    const withProducts = (products: BookingProduct[]) =>
      calc(input({ booking: tripWithStay("2025-02-26", { products }) }));
    expect(withProducts([booked({ addRule: "PerPerson" })]).prices("product")).toEqual(["2x10.00"]);
    expect(withProducts([booked({ addRule: "PerNight" })]).prices("product")).toEqual(["20x10.00"]);
    expect(withProducts([booked({ addRule: "PerBookingAndCustomer" })]).prices("product")).toEqual([
      "1x10.00",
      "1x10.00",
    ]);
  });

  it("a product's own dives per day", () => {
    const r = calc(input({ booking: { products: [booked({ addRule: "PerDive", divesPerDay: 2 })] } }));
    expect(r.prices("product")).toEqual(["20x10.00"]); // 5 dive days x 2 dives x 2 guests
  });

  it("a quantity set by staff wins over the rule", () => {
    const r = calc(input({ booking: { products: [booked({ addRule: "PerDive" }, { quantity: 4 })] } }));
    expect(r.prices("product")).toEqual(["4x10.00"]);
  });

  it("only for the guests it is booked for", () => {
    const r = calc(input({ booking: { products: [booked({ addRule: "PerNight" }, { customerIds: [2] })] } }));
    expect(r.prices("product")).toEqual(["7x10.00"]);
    expect(r.of("product")[0].customers).toEqual([2]);
  });

  it("ForFree guests show at 0, OnSite guests pay on site", () => {
    const r = calc(
      input({
        booking: {
          guests: [
            guest(1, { isMain: true }),
            guest(2, { customerType: "ForFree" }),
            guest(3, { customerType: "OnSite" }),
          ],
          rooms: [{ ...input().booking.rooms[0], noOfPax: 3, beds: 3 }],
          products: [booked({ addRule: "PerNight" })],
        },
      }),
    );
    const lines = r.of("product");
    expect(lines.map((l) => [l.amount.toFixed(), l.price.toFixed(2), l.onsite, l.customerType])).toEqual([
      ["7", "10.00", false, "Direct"],
      ["7", "10.00", true, "OnSite"],
      ["7", "0.00", false, "ForFree"],
    ]);
  });

  it("add-ons, options and external services", () => {
    const r = calc(
      input({
        booking: {
          products: [
            booked({ kind: "addon", name: "Transfer", addRule: "PerBooking", price: 40 }, { id: 71 }),
            booked({ kind: "product", name: "Course", addRule: "PerBooking", price: 300 }, { id: 72, optional: true }),
            booked({ kind: "external", name: "Flight", addRule: "PerPerson", price: 500 }, { id: 73 }),
          ],
        },
      }),
    );
    expect(r.prices("addon")).toEqual(["1x40.00"]);
    expect(r.prices("option")).toEqual(["1x300.00"]);
    expect(r.prices("external")).toEqual(["2x500.00"]);
    // room 700 + transfer 40; the option and the partner's flight are not billed
    expect(r.totalText).toBe("740.00");
  });

  it("a rule giving no units makes no line", () => {
    const r = calc(input({ booking: { dateTo: "2025-05-13", products: [booked({ addRule: "PerWeekFloor" })] } }));
    expect(r.of("product")).toEqual([]);
    expect(r.explain.lines["prod:70"][1].key).toBe("pricing.explain.zeroQuantity");
  });
});
