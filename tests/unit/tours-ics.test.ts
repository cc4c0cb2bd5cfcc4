// The departures' iCalendar text, parsed back with ical.js: one all-day event per departure.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { Departure } from "@/lib/domain/tours/departures";
import { toursCalendar } from "@/lib/domain/tours/tours-ics";

const departure = (o: Partial<Departure>): Departure => ({
  id: 1,
  from: "2027-06-05",
  to: "2027-06-12",
  nights: 7,
  status: "active",
  note: null,
  tour: { id: 1, name: "Komodo Explorer", code: "KOM7" },
  vessel: { id: 1, name: "MV Blue Horizon" },
  embarkationPort: "Labuan Bajo",
  disembarkationPort: "Bima",
  beds: 20,
  sold: 12,
  free: 8,
  pax: 12,
  bookings: 5,
  colour: "#0f766e",
  textColour: "#ffffff",
  updatedAt: new Date("2026-11-01T10:00:00Z"),
  ...o,
});

describe("toursCalendar", () => {
  it("writes one all-day event per departure that a parser reads back", () => {
    const text = toursCalendar(
      [
        departure({}),
        departure({
          id: 2,
          from: "2027-06-13",
          to: "2027-06-23",
          status: "cancelled",
          tour: { id: 2, name: "Raja Ampat", code: "RAJ" },
        }),
      ],
      "en",
      "Harbour",
    );
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue("x-wr-calname")).toBe("Harbour");
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(["schedule-1@harbour", "schedule-2@harbour"]);
    const [first, second] = events;
    expect(first.summary).toBe("Komodo Explorer · MV Blue Horizon");
    expect(first.startDate.isDate).toBe(true);
    expect(first.startDate.toString()).toBe("2027-06-05");
    expect(first.endDate.toString()).toBe("2027-06-13");
    expect(first.location).toBe("Labuan Bajo");
    expect(first.description).toContain("Beds sold: 12 / 20 (free: 8)");
    expect(first.description).toContain("Disembarkation: Bima");
    expect(first.component.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(second.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  });

  it("ends every line in CRLF and counts an edited departure's SEQUENCE up", () => {
    const before = toursCalendar([departure({})], "en", "Harbour");
    expect(before.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(
      before
        .split("\r\n")
        .slice(0, -1)
        .every((line) => !line.includes("\n")),
    ).toBe(true);
    const after = toursCalendar([departure({ updatedAt: new Date("2026-11-02T10:00:00Z") })], "en", "Harbour");
    const event = (text: string) => new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    const [a, b] = [event(before), event(after)];
    expect(Number(b.getFirstPropertyValue("sequence"))).toBeGreaterThan(Number(a.getFirstPropertyValue("sequence")));
    expect(String(b.getFirstPropertyValue("last-modified"))).toMatch(/^2026-11-02T10:00:00/);
  });

  it("writes the descriptions in the reader's language", () => {
    const text = toursCalendar([departure({})], "de", "Harbour");
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
    expect(event.description).toContain("Verkaufte Betten: 12 / 20 (frei: 8)");
  });
});
