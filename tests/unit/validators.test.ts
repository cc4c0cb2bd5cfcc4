// The shared field validators of spec part 1, section 5, with their messages in de and en.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translator } from "@/lib/i18n/translator";
import { translateMessage } from "@/lib/i18n/message-key";
import {
  DEFAULT_MAX_FILE_KB,
  calendarDateField,
  dateWithin,
  email,
  fieldsEqual,
  fileSize,
  id,
  flightCode,
  money,
  nonNegativeInt,
  number,
  optionalEmail,
  required,
  resolveBound,
  text,
} from "@/lib/validation/validators";

const message = (schema: z.ZodType, value: unknown, lang: "de" | "en" = "en") => {
  const r = schema.safeParse(value);
  return r.success ? null : translateMessage(translator(lang), r.error.issues[0].message);
};

describe("shared field validators", () => {
  it("required fails on empty", () => {
    const s = required(z.string());
    for (const empty of [undefined, null, "", "   "]) expect(message(s, empty)).toBe("This field is required");
    expect(message(required(z.array(z.string())), [], "de")).toBe("Dieses Feld ist erforderlich");
    expect(message(s, "x")).toBeNull();
  });

  it("file size: at most N KB, 256 by default", () => {
    expect(DEFAULT_MAX_FILE_KB).toBe(256);
    expect(message(fileSize(), new Blob([new Uint8Array(256 * 1024)]))).toBeNull();
    expect(message(fileSize(), new Blob([new Uint8Array(256 * 1024 + 1)]))).toBe("The file may be at most 256 KB");
    expect(message(fileSize(10), new Blob([new Uint8Array(11 * 1024)]), "de")).toBe(
      "Die Datei darf höchstens 10 KB groß sein",
    );
  });

  it("min and max length, optional when empty", () => {
    expect(message(text({ min: 3 }), "ab")).toBe("At least 3 characters");
    expect(message(text({ min: 3, optional: true }), "")).toBeNull();
    expect(message(text({ min: 3, optional: true }), "ab")).toBe("At least 3 characters");
    expect(message(text({ max: 2 }), "abc", "de")).toBe("Höchstens 2 Zeichen");
  });

  it("e-mail pattern", () => {
    expect(message(email(), "diver@reef.example")).toBeNull();
    expect(message(email(), "diver@reef")).toBe("E-mail must be valid");
    expect(message(optionalEmail(), "")).toBeNull();
    expect(optionalEmail().parse("")).toBeNull();
  });

  it("flight/code pattern: 2 to 3 letters or digits, optional spaces, then 1 to 5 digits", () => {
    for (const ok of ["LH 123", "4U9525", "EZY 12345", "LH123", "ba  7"])
      expect(message(flightCode(), ok), ok).toBeNull();
    for (const bad of ["L 123", "LHXX 1", "LH 123456", "LH", "LH-123"])
      expect(message(flightCode(), bad), bad).not.toBeNull();
  });

  it("numeric minimum and maximum, non-negative integer", () => {
    expect(message(number({ min: 1, max: 10 }), "0")).toBe("At least 1");
    expect(message(number({ min: 1, max: 10 }), 11, "de")).toBe("Höchstens 10");
    expect(message(nonNegativeInt(), -1)).toBe("Must not be negative");
    expect(message(nonNegativeInt(), 1.5)).toBe("Please enter a whole number");
    // an id left empty (a form's "choose" entry) is missing, not a badly written number
    expect(message(id(), "")).toBe("This field is required");
    expect(message(id(), undefined)).toBe("This field is required");
    expect(message(id(), "x")).toBe("Please enter a whole number");
    expect(nonNegativeInt().parse("7")).toBe(7);
    // a German decimal is a number, just not a whole one; 28,0 is 28
    expect(message(nonNegativeInt(), "28,5", "de")).toBe("Bitte eine ganze Zahl eingeben");
    expect(nonNegativeInt().parse("28,0")).toBe(28);
    expect(message(nonNegativeInt({ max: 120 }), 121)).toBe("At most 120");
  });

  it("money is an exact decimal string, never a float", () => {
    expect(money().parse(12.5)).toBe("12.5");
    expect(money().parse("1234,50")).toBe("1234.50");
    expect(message(money(), "1.999")).toBe("Please enter an amount like 1234.50");
  });

  it("equality and inequality of two fields", () => {
    const same = z.object({ a: z.string(), b: z.string() }).superRefine(fieldsEqual("a", "b"));
    const differ = z.object({ a: z.string(), b: z.string() }).superRefine(fieldsEqual("a", "b", { not: true }));
    expect(same.safeParse({ a: "x", b: "x" }).success).toBe(true);
    expect(message(same, { a: "x", b: "y" })).toBe("The values must match");
    expect(message(differ, { a: "x", b: "x" })).toBe("The values must differ");
  });

  it("dates not before a minimum and not after a maximum, relative to today or a named date", () => {
    expect(resolveBound({ from: "2026-01-31", offset: 1, unit: "months" }, {})).toBe("2026-02-28");
    expect(resolveBound({ from: "arrival", offset: 1 }, { arrival: "2026-12-31" })).toBe("2027-01-01");
    const stay = z.object({ arrival: calendarDateField(), departure: calendarDateField() }).superRefine(
      dateWithin("departure", {
        min: { from: "arrival", offset: 1 },
        max: { from: "arrival", offset: 4, unit: "weeks" },
      }),
    );
    expect(stay.safeParse({ arrival: "2026-12-01", departure: "2026-12-02" }).success).toBe(true);
    expect(message(stay, { arrival: "2026-12-01", departure: "2026-12-01" })).toBe("Not before 2026-12-02");
    expect(message(stay, { arrival: "2026-12-01", departure: "2027-01-01" }, "de")).toBe("Nicht nach dem 2026-12-29");
    const future = z
      .object({ d: calendarDateField() })
      .superRefine(dateWithin("d", { min: { from: "today" } }, "Europe/Berlin"));
    expect(message(future, { d: "2000-01-01" })).toMatch(/^Not before \d{4}-\d{2}-\d{2}$/);
    expect(message(calendarDateField(), "2026-02-30")).toBe("There is no such day");
    expect(message(calendarDateField(), "2026-02-30", "de")).toBe("Diesen Tag gibt es nicht");
    expect(message(calendarDateField(), "30.02.2026")).toBe("Use the format YYYY-MM-DD");
  });

  it("calendar dates only in the years 1900 to 2999 (a date computed from 9999-12-31 cannot be read back)", () => {
    for (const ok of ["1900-01-01", "1935-07-14", "2026-11-21", "2999-12-31"])
      expect(calendarDateField().safeParse(ok).success, ok).toBe(true);
    for (const far of ["1899-12-31", "0001-01-01", "3000-01-01", "9999-12-31"])
      expect(message(calendarDateField(), far), far).toBe("Only years 1900 to 2999");
    expect(message(calendarDateField(), "9999-12-31", "de")).toBe("Nur die Jahre 1900 bis 2999");
    // a date that is none answers one message, not the year's as well
    const r = calendarDateField().safeParse("9999-02-30");
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual(["validation.noSuchDay"]);
  });
});
