import { describe, expect, it } from "vitest";
import { datesInText, formatDay, formatDayRange } from "@/lib/i18n/date-format";

describe("formatDay", () => {
  it("writes a calendar date the way the guest's language does", () => {
    expect(formatDay("2026-12-07", "en")).toBe("Dec 7, 2026");
    expect(formatDay("2026-12-07", "de")).toBe("07.12.2026");
  });
  it("keeps the date whatever the server's time zone: the first and last day of a year stay put", () => {
    expect(formatDay("2027-01-01", "de")).toBe("01.01.2027");
    expect(formatDay("2026-12-31", "en")).toBe("Dec 31, 2026");
  });
  it("leaves what is not a calendar date as it is", () => {
    expect(formatDay("2026-02-30", "de")).toBe("2026-02-30");
    expect(formatDay("soon", "en")).toBe("soon");
  });
});

describe("formatDayRange", () => {
  it("shortens a range within one month the way the language does", () => {
    expect(formatDayRange("2026-12-07", "2026-12-14", "en")).toBe("Dec 7 – 14, 2026");
    expect(formatDayRange("2026-12-07", "2026-12-14", "de")).toBe("07.–14.12.2026");
  });
  it("writes both dates in full across a year's end", () => {
    expect(formatDayRange("2026-12-28", "2027-01-04", "en")).toBe("Dec 28, 2026 – Jan 4, 2027");
    expect(formatDayRange("2026-12-28", "2027-01-04", "de")).toBe("28.12.2026 – 04.01.2027");
  });
  it("spaces the dash with plain spaces, as the browser's Intl does (the server's writes thin ones)", () => {
    // a client component formats on the server and again in the browser: the two must agree
    expect(formatDayRange("2026-11-30", "2026-12-07", "en")).toBe("Nov 30 – Dec 7, 2026");
    expect(formatDayRange("2026-11-30", "2026-12-07", "de")).not.toMatch(/[\u2009\u202f]/);
  });
  it("writes each side as it can when one is not a calendar date", () => {
    expect(formatDayRange("2026-12-07", "later", "de")).toBe("07.12.2026 – later");
  });
});

describe("dates inside a message", () => {
  it("writes the dates and ranges of a text put together from stored values as the language does", () => {
    expect(datesInText("Reef Run 2027-01-02 – 2027-01-08, Wreck 2027-02-01 – 2027-02-08", "de")).toBe(
      "Reef Run 02.–08.01.2027, Wreck 01.–08.02.2027",
    );
    expect(datesInText("Winter (2027-01-01 bis 2027-06-30)", "en")).toBe("Winter (Jan 1, 2027 bis Jun 30, 2027)");
    // no calendar date: left as it is (a booking number, a wrong day)
    expect(datesInText("B2026-00005, 2026-02-30", "de")).toBe("B2026-00005, 2026-02-30");
  });
});
