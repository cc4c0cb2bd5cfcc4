// Where a diver's requirements come from: a departure's own replace its tour's, dive products add
// theirs for the guests they are booked for, and a guest needs the strictest of them.
import { describe, expect, it } from "vitest";
import {
  departureRequirements,
  diveRequirementsSchema,
  guestRequirements,
  strictest,
} from "@/lib/domain/tours/dive-requirements";

describe("dive requirements", () => {
  it("takes a departure's own requirements, else its tour's; its own 'nothing' stands", () => {
    expect(departureRequirements(null, { minLevel: "AOWD" })).toEqual({ minLevel: "AOWD" });
    expect(departureRequirements({ nitrox: true }, { minLevel: "AOWD" })).toEqual({ nitrox: true });
    expect(departureRequirements({}, { minLevel: "AOWD" })).toEqual({});
    expect(departureRequirements(null, null)).toBeNull();
  });

  it("asks the strictest: the highest level and count, and whatever one of them asks", () => {
    expect(
      strictest([
        { minLevel: "rescue", minLoggedDives: 20 },
        { minLevel: "AOWD", minLoggedDives: 50, medical: true },
        null,
        {},
      ]),
    ).toEqual({ minLevel: "rescue", minLoggedDives: 50, medical: true });
    expect(strictest([{}, null])).toBeNull();
  });

  it("adds a dive product's requirements only for the guests it is booked for", () => {
    const products = [
      { customerIds: [7], requirements: { nitrox: true } },
      { customerIds: [], requirements: { passport: true } },
    ];
    expect(guestRequirements({ minLevel: "OWD" }, products, 7)).toEqual({
      minLevel: "OWD",
      nitrox: true,
      passport: true,
    });
    expect(guestRequirements(null, products, 8)).toEqual({ passport: true });
    expect(guestRequirements(null, [{ customerIds: [7], requirements: { nitrox: true } }], 8)).toBeNull();
  });

  it("refuses a level that does not exist, a negative count and unknown keys, naming the field", () => {
    const bad = diveRequirementsSchema.safeParse({ minLevel: "expert", minLoggedDives: -1, depth: 40 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join(".") || i.code);
    expect(paths).toEqual(expect.arrayContaining(["minLevel", "minLoggedDives"]));
    expect(diveRequirementsSchema.parse({ minLevel: "", minLoggedDives: "30", nitrox: true })).toEqual({
      minLevel: null,
      minLoggedDives: 30,
      nitrox: true,
    });
  });
});
