import { describe, expect, it } from "vitest";
import { withDecimalMark } from "@/lib/i18n/number-format";

describe("decimals in a language", () => {
  it("writes the server's decimals with the language's mark, exactly, and leaves anything else", () => {
    expect(withDecimalMark("12.5", "de")).toBe("12,5");
    expect(withDecimalMark("-0.125", "de")).toBe("-0,125");
    expect(withDecimalMark("12.5", "en")).toBe("12.5");
    // digits beyond a float's precision stay as they are
    expect(withDecimalMark("1234567890.123456789", "de")).toBe("1234567890,123456789");
    // whole numbers, what a user is typing, dates and words are not touched
    for (const s of ["12", "12.", "12,5", "2026-11-28", "v1.2.3", ""]) expect(withDecimalMark(s, "de")).toBe(s);
  });
});
