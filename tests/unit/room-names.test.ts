// The names "add N rooms of this type" gives a pattern: ranges padded like their bounds, {n} from
// a start number, one name without a placeholder, and the mistakes said on the field at fault.
import { describe, expect, it } from "vitest";
import { roomNames } from "@/lib/domain/inventory/room-names";

describe("room name patterns", () => {
  it("expands a range, padded when a bound has a leading zero", () => {
    expect(roomNames({ pattern: "1{01..12}" })).toEqual({
      ok: true,
      names: ["101", "102", "103", "104", "105", "106", "107", "108", "109", "110", "111", "112"],
    });
    expect(roomNames({ pattern: "Cabin {8..11}" })).toEqual({
      ok: true,
      names: ["Cabin 8", "Cabin 9", "Cabin 10", "Cabin 11"],
    });
    // the range says how many: a count beside it changes nothing
    expect(roomNames({ pattern: "A{1..2}", count: 7 })).toEqual({ ok: true, names: ["A1", "A2"] });
  });

  it("numbers {n} from the start number, count times", () => {
    expect(roomNames({ pattern: "Room {n}", count: 3, start: 7 })).toEqual({
      ok: true,
      names: ["Room 7", "Room 8", "Room 9"],
    });
    expect(roomNames({ pattern: "{N}-Sea", count: 2 })).toEqual({ ok: true, names: ["1-Sea", "2-Sea"] });
  });

  it("takes a pattern without placeholder as the one room's name", () => {
    expect(roomNames({ pattern: "  Owner's suite " })).toEqual({ ok: true, names: ["Owner's suite"] });
    expect(roomNames({ pattern: "Suite", count: 3 })).toEqual({
      ok: false,
      path: "pattern",
      message: "validation.namePatternMissing",
    });
  });

  it("refuses what it cannot name, on the field at fault", () => {
    expect(roomNames({ pattern: "{n}{1..3}", count: 3 })).toMatchObject({ ok: false, path: "pattern" });
    expect(roomNames({ pattern: "{5..2}" })).toMatchObject({ path: "pattern", message: "validation.namePatternRange" });
    expect(roomNames({ pattern: "{1..101}" })).toMatchObject({
      path: "pattern",
      message: expect.stringMatching(/^validation\.max/),
    });
    expect(roomNames({ pattern: "R{n}", count: 101 })).toMatchObject({ path: "count" });
    expect(roomNames({ pattern: "R{n}", count: 0 })).toMatchObject({ path: "count" });
    expect(roomNames({ pattern: "R{n}", count: 2, start: -1 })).toMatchObject({ path: "start" });
    expect(roomNames({ pattern: "   " })).toMatchObject({ path: "pattern", message: "validation.required" });
    expect(roomNames({ pattern: `${"x".repeat(80)}{n}`, count: 1 })).toMatchObject({ path: "pattern" });
  });
});
