// Calendar colours (lib/domain/calendar/colours.ts, docs/calendar-colours.md): each of the spec's
// ten rules wins over every later rule and loses to every earlier one; the state colours; the
// text colour, whichever of black and white contrasts more (WCAG 2); how a departure looks on the
// vessel calendar.
import { describe, expect, it } from "vitest";
import { departureLook } from "@/components/calendar/departure-look";
import type { Departure } from "@/lib/domain/tours/departures";
import {
  CALENDAR_ENTRY_TYPES,
  DEFAULT_CALENDAR_COLOURS,
  DEFAULT_CALENDAR_COLOUR_CONFIG,
  bookingStateEntryType,
  calendarColourConfig,
  contrastRatio,
  fadeColour,
  entryColour,
  normaliseHex,
  textColourOn,
  type BookingCalendarEntry,
  type CalendarColourConfig,
  type CalendarEntry,
  type ColourRule,
} from "@/lib/domain/calendar/colours";
import { BOOKING_STATES } from "@/lib/domain/booking/states";

const TODAY = "2026-05-01";

// A future, confirmed, unresolved booking with nothing special, and a config with every flag off:
// only rule 10 applies to it.
const BASE_BOOKING: BookingCalendarEntry = {
  kind: "booking",
  state: "confirmed",
  resolved: false,
  dateFrom: "2026-05-10",
  dateTo: "2026-05-17",
};
const BASE_CONFIG: CalendarColourConfig = calendarColourConfig({
  greyOutOldBookings: false,
  stateColourUntilConfirmed: false,
  checkInOutPerRoom: false,
  freeOfChargeColour: null,
});

interface Case {
  entry: BookingCalendarEntry;
  config: CalendarColourConfig;
}
interface Condition {
  /** The state the condition needs, if any (conditions needing different states cannot combine). */
  state?: BookingCalendarEntry["state"];
  apply: (c: Case) => Case;
}

// For each booking rule, the smallest change that makes it apply.
const CONDITIONS: Partial<Record<ColourRule, Condition>> = {
  1: { apply: (c) => ({ ...c, entry: { ...c.entry, colour: "#123456" } }) },
  3: {
    apply: (c) => ({
      entry: { ...c.entry, dateFrom: "2026-04-01", dateTo: "2026-04-08" },
      config: { ...c.config, greyOutOldBookings: true },
    }),
  },
  4: { apply: (c) => ({ ...c, entry: { ...c.entry, checkedInAt: "2026-04-30T15:00" } }) },
  5: {
    state: "planned",
    apply: (c) => ({
      entry: { ...c.entry, state: "planned" },
      config: { ...c.config, stateColourUntilConfirmed: true },
    }),
  },
  6: { state: "planned", apply: (c) => ({ ...c, entry: { ...c.entry, state: "planned", resolved: true } }) },
  7: { state: "confirmed", apply: (c) => ({ ...c, entry: { ...c.entry, state: "confirmed", resolved: true } }) },
  8: {
    apply: (c) => ({
      entry: { ...c.entry, freeOfCharge: true },
      config: { ...c.config, freeOfChargeColour: "#abcdef" },
    }),
  },
  9: { apply: (c) => ({ ...c, entry: { ...c.entry, categoryColour: "#fedcba" } }) },
};
const BOOKING_RULES = Object.keys(CONDITIONS).map(Number) as ColourRule[];

const compatible = (rules: readonly ColourRule[]) =>
  new Set(rules.map((r) => CONDITIONS[r]?.state).filter((s) => s !== undefined)).size <= 1;

function withRules(rules: readonly ColourRule[]): Case {
  return rules.reduce<Case>((c, r) => CONDITIONS[r]!.apply(c), { entry: BASE_BOOKING, config: BASE_CONFIG });
}

const ruleOf = (c: Case) => entryColour(c.entry, c.config, TODAY).rule;

describe("rule order for bookings: each rule beats every later one and loses to every earlier one", () => {
  it("the base case is decided by rule 10", () => {
    expect(ruleOf(withRules([]))).toBe(10);
  });

  it.each(BOOKING_RULES)("rule %i", (rule) => {
    const later = BOOKING_RULES.filter((r) => r > rule && compatible([rule, r]));
    // Alone, and with every compatible later rule at once: rule decides.
    expect(ruleOf(withRules([rule]))).toBe(rule);
    const together = later.reduce<ColourRule[]>(
      (chosen, r) => (compatible([...chosen, r]) ? [...chosen, r] : chosen),
      [rule],
    );
    expect(ruleOf(withRules(together))).toBe(rule);
    for (const r of later) expect(ruleOf(withRules([r, rule])), `rule ${rule} over ${r}`).toBe(rule);
    // Any earlier rule that can apply at the same time wins.
    for (const earlier of BOOKING_RULES.filter((r) => r < rule && compatible([rule, r]))) {
      expect(ruleOf(withRules([rule, earlier])), `rule ${earlier} over ${rule}`).toBe(earlier);
    }
  });

  it("rules 5 and 6 need an unconfirmed option, rule 7 a confirmed booking: they cannot meet", () => {
    expect(compatible([5, 7])).toBe(false);
    expect(compatible([6, 7])).toBe(false);
    expect(compatible([5, 6])).toBe(true);
  });
});

describe("what each rule shows", () => {
  const colour = (entry: CalendarEntry, config: CalendarColourConfig = BASE_CONFIG, today = TODAY) =>
    entryColour(entry, config, today);

  it("1: the explicit colour, normalised; an invalid one counts as not set", () => {
    expect(colour({ ...BASE_BOOKING, colour: "#ABCDEF" })).toEqual({
      background: "#abcdef",
      text: "#000000",
      rule: 1,
      entryType: null,
    });
    expect(colour({ ...BASE_BOOKING, colour: "#0f0" })).toMatchObject({ background: "#00ff00", rule: 1 });
    for (const invalid of ["red", "", "  ", "#12345", "#1234567g", "rgb(0,0,0)"])
      expect(colour({ ...BASE_BOOKING, colour: invalid }).rule).toBe(10);
    expect(colour({ kind: "blocker", type: "Event", reason: "Regatta", colour: "#000080" })).toMatchObject({
      background: "#000080",
      text: "#ffffff",
      rule: 1,
    });
    expect(colour({ kind: "event", colour: "#ffff00" })).toMatchObject({
      background: "#ffff00",
      text: "#000000",
      rule: 1,
    });
  });

  it("2: an event blocker or day event with a reason shows the event colour; without one, its type colour", () => {
    expect(colour({ kind: "blocker", type: "Event", reason: "Regatta" })).toMatchObject({
      rule: 2,
      entryType: "event",
      background: DEFAULT_CALENDAR_COLOURS.event,
    });
    expect(colour({ kind: "blocker", type: "Event", reason: "  " })).toMatchObject({ rule: 10, entryType: "blocked" });
    expect(colour({ kind: "blocker", type: "Event", reason: null })).toMatchObject({ rule: 10, entryType: "blocked" });
    expect(colour({ kind: "blocker", type: "Maintanance", reason: "Paint" })).toMatchObject({
      rule: 10,
      entryType: "blocked",
    });
    expect(colour({ kind: "blocker", type: "OutOfOrder", reason: "Leak" })).toMatchObject({
      rule: 10,
      entryType: "outOfOrder",
      background: DEFAULT_CALENDAR_COLOURS.outOfOrder,
    });
    expect(colour({ kind: "event", reason: "Full moon dive" })).toMatchObject({ rule: 2, entryType: "event" });
    expect(colour({ kind: "event" })).toMatchObject({ rule: 10, entryType: "event" });
  });

  it("3: greyed out from the departure day on, only if configured", () => {
    const grey = calendarColourConfig({ ...BASE_CONFIG, greyOutOldBookings: true });
    expect(colour({ ...BASE_BOOKING, dateFrom: "2026-04-24", dateTo: TODAY }, grey)).toMatchObject({
      rule: 3,
      entryType: "pastBooking",
      background: DEFAULT_CALENDAR_COLOURS.pastBooking,
    });
    expect(colour({ ...BASE_BOOKING, dateFrom: "2026-04-24", dateTo: "2026-05-02" }, grey)).toMatchObject({
      rule: 10,
      entryType: "current",
    });
    expect(colour({ ...BASE_BOOKING, dateFrom: "2026-04-24", dateTo: TODAY }, BASE_CONFIG)).toMatchObject({
      rule: 10,
      entryType: "booking",
    });
    // Every state greys out, not only confirmed bookings.
    expect(colour({ ...BASE_BOOKING, state: "waiting", dateFrom: "2026-04-01", dateTo: "2026-04-08" }, grey).rule).toBe(
      3,
    );
  });

  it("4: a passed check-out beats a passed check-in; future times do not count", () => {
    expect(
      colour({ ...BASE_BOOKING, checkedInAt: "2026-04-28T14:00", checkedOutAt: "2026-05-01T10:00" }),
    ).toMatchObject({ rule: 4, entryType: "checkedOut" });
    expect(colour({ ...BASE_BOOKING, checkedInAt: "2026-04-28", checkedOutAt: "2026-05-02" })).toMatchObject({
      rule: 4,
      entryType: "checkedIn",
    });
    expect(colour({ ...BASE_BOOKING, checkedInAt: "2026-05-01T23:59" })).toMatchObject({
      rule: 4,
      entryType: "checkedIn",
    });
    expect(colour({ ...BASE_BOOKING, checkedInAt: "2026-05-02T08:00" }).rule).toBe(10);
    expect(colour({ ...BASE_BOOKING, checkedInAt: "yesterday" }).rule).toBe(10);
  });

  it("4: per booking by default, per room if configured (and then the booking's times do not count)", () => {
    const perRoom = calendarColourConfig({ ...BASE_CONFIG, checkInOutPerRoom: true });
    const entry: BookingCalendarEntry = {
      ...BASE_BOOKING,
      checkedInAt: "2026-04-28",
      room: { checkedInAt: "2026-04-29", checkedOutAt: "2026-04-30" },
    };
    expect(colour(entry)).toMatchObject({ rule: 4, entryType: "checkedIn" });
    expect(colour(entry, perRoom)).toMatchObject({ rule: 4, entryType: "checkedOut" });
    expect(colour({ ...entry, room: { checkedInAt: null } }, perRoom).rule).toBe(10);
    expect(colour({ ...entry, room: undefined }, perRoom).rule).toBe(10);
  });

  it("5: offers, options and waiting-list entries keep their state colour when configured; firm bookings do not", () => {
    const until = calendarColourConfig({ ...BASE_CONFIG, stateColourUntilConfirmed: true });
    const categorised = { ...BASE_BOOKING, categoryColour: "#fedcba" };
    expect(colour({ ...categorised, state: "draft" }, until)).toMatchObject({ rule: 5, entryType: "offer" });
    expect(colour({ ...categorised, state: "planned" }, until)).toMatchObject({ rule: 5, entryType: "reservation" });
    expect(colour({ ...categorised, state: "waiting" }, until)).toMatchObject({ rule: 5, entryType: "waiting" });
    // A released option's state colour is "released".
    expect(colour({ ...categorised, state: "planned", resolved: true }, until)).toMatchObject({
      rule: 5,
      entryType: "released",
    });
    for (const state of ["confirmed", "rebooked", "splitted", "freed", "aborted"] as const)
      expect(colour({ ...categorised, state }, until).rule).toBe(9);
  });

  it("6 and 7: planned + resolved is released, confirmed + resolved (or the state resolved) is confirmed-resolved", () => {
    expect(colour({ ...BASE_BOOKING, state: "planned", resolved: true })).toMatchObject({
      rule: 6,
      entryType: "released",
      background: DEFAULT_CALENDAR_COLOURS.released,
    });
    expect(colour({ ...BASE_BOOKING, state: "confirmed", resolved: true })).toMatchObject({
      rule: 7,
      entryType: "resolvedBooking",
    });
    expect(colour({ ...BASE_BOOKING, state: "resolved", resolved: false })).toMatchObject({
      rule: 7,
      entryType: "resolvedBooking",
    });
    expect(colour({ ...BASE_BOOKING, state: "draft", resolved: true }).rule).toBe(10);
  });

  it("8: free of charge only with a configured colour", () => {
    const foc = calendarColourConfig({ ...BASE_CONFIG, freeOfChargeColour: "#84CC16" });
    expect(colour({ ...BASE_BOOKING, freeOfCharge: true }, foc)).toEqual({
      background: "#84cc16",
      text: "#000000",
      rule: 8,
      entryType: null,
    });
    expect(colour({ ...BASE_BOOKING, freeOfCharge: true }, BASE_CONFIG).rule).toBe(10);
    expect(colour({ ...BASE_BOOKING, freeOfCharge: false }, foc).rule).toBe(10);
    expect(
      colour(
        { ...BASE_BOOKING, freeOfCharge: true },
        calendarColourConfig({ ...BASE_CONFIG, freeOfChargeColour: "lime" }),
      ).rule,
    ).toBe(10);
  });

  it("9: the category colour", () => {
    expect(colour({ ...BASE_BOOKING, categoryColour: "#0e7490" })).toEqual({
      background: "#0e7490",
      text: "#ffffff",
      rule: 9,
      entryType: null,
    });
    expect(colour({ ...BASE_BOOKING, categoryColour: null }).rule).toBe(10);
  });

  it("10: markers take their palette colour", () => {
    for (const kind of ["weekend", "today", "selection"] as const) {
      expect(colour({ kind })).toMatchObject({ rule: 10, entryType: kind, background: DEFAULT_CALENDAR_COLOURS[kind] });
    }
  });
});

describe("state colours (rule 10)", () => {
  it.each([
    ["draft", false, "offer"],
    ["planned", false, "reservation"],
    ["planned", true, "released"],
    ["confirmed", false, "booking"],
    ["confirmed", true, "resolvedBooking"],
    ["resolved", true, "resolvedBooking"],
    ["waiting", false, "waiting"],
    ["rebooked", false, "rebooked"],
    ["splitted", false, "splitted"],
    ["freed", false, "released"],
    ["aborted", false, "released"],
    ["deleted", false, "released"],
  ] as const)("%s (resolved %s) shows as %s", (state, resolved, type) => {
    expect(bookingStateEntryType({ state, resolved, dateFrom: "2026-05-10", dateTo: "2026-05-17" }, TODAY)).toBe(type);
  });

  it("every state has a colour", () => {
    for (const state of BOOKING_STATES) {
      expect(CALENDAR_ENTRY_TYPES).toContain(
        bookingStateEntryType({ state, resolved: false, dateFrom: "2026-05-10", dateTo: "2026-05-17" }, TODAY),
      );
    }
  });

  it("a confirmed booking is current from its arrival day up to (not including) its departure day", () => {
    const stay = { state: "confirmed" as const, resolved: false, dateFrom: "2026-05-01", dateTo: "2026-05-03" };
    expect(bookingStateEntryType(stay, "2026-04-30")).toBe("booking");
    expect(bookingStateEntryType(stay, "2026-05-01")).toBe("current");
    expect(bookingStateEntryType(stay, "2026-05-02")).toBe("current");
    expect(bookingStateEntryType(stay, "2026-05-03")).toBe("booking");
    // Only firm bookings are "current": an option in progress stays a reservation.
    expect(bookingStateEntryType({ ...stay, state: "planned" }, "2026-05-02")).toBe("reservation");
  });
});

describe("configuration", () => {
  it("the default palette has a distinct #rrggbb colour for every entry type", () => {
    expect(Object.keys(DEFAULT_CALENDAR_COLOURS).sort()).toEqual([...CALENDAR_ENTRY_TYPES].sort());
    const values = Object.values(DEFAULT_CALENDAR_COLOURS);
    for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(values).size).toBe(values.length);
    expect(values).not.toContain(DEFAULT_CALENDAR_COLOUR_CONFIG.freeOfChargeColour);
  });

  it("overrides replace single palette entries and flags, the rest stays default", () => {
    const config = calendarColourConfig({ palette: { booking: "#000080" }, stateColourUntilConfirmed: true });
    expect(config.palette.booking).toBe("#000080");
    expect(config.palette.offer).toBe(DEFAULT_CALENDAR_COLOURS.offer);
    expect(config.stateColourUntilConfirmed).toBe(true);
    expect(config.greyOutOldBookings).toBe(DEFAULT_CALENDAR_COLOUR_CONFIG.greyOutOldBookings);
    expect(entryColour(BASE_BOOKING, config, TODAY)).toEqual({
      background: "#000080",
      text: "#ffffff",
      rule: 10,
      entryType: "booking",
    });
  });

  it("a broken palette entry falls back to that type's default instead of breaking the calendar", () => {
    const config = calendarColourConfig({ ...BASE_CONFIG, palette: { booking: "green" } });
    expect(entryColour(BASE_BOOKING, config, TODAY).background).toBe(DEFAULT_CALENDAR_COLOURS.booking);
  });

  it("today must be a YYYY-MM-DD calendar date", () => {
    expect(() => entryColour(BASE_BOOKING, BASE_CONFIG, "2026-05-01T10:00:00Z")).toThrow(RangeError);
    expect(() => entryColour(BASE_BOOKING, BASE_CONFIG, "")).toThrow(RangeError);
  });
});

describe("text colour: black or white, whichever contrasts more (WCAG 2)", () => {
  it.each([
    ["#ffff00", "#000000"], // pure yellow: 19.6 against 1.1
    ["#000080", "#ffffff"], // navy: 16.0 against 1.3
    ["#777777", "#000000"], // luminance 0.184: 4.7 against 4.5
    ["#737373", "#ffffff"], // luminance 0.171: 4.7 against 4.4
    ["#ffffff", "#000000"],
    ["#000000", "#ffffff"],
    ["#ff0000", "#000000"], // pure red: 5.3 against 4.0 (the brightness formula said white)
    ["#16a34a", "#000000"], // the booking green: 6.4 against 3.3
    ["#00ff00", "#000000"], // pure green
    ["#0000ff", "#ffffff"], // pure blue: 8.6 against 2.4
    ["#FFF", "#000000"],
  ] as const)("on %s: %s", (background, text) => {
    expect(textColourOn(background)).toBe(text);
  });

  it("reads at the AA level (4.5:1) on any background", () => {
    for (let v = 0; v < 0x1000000; v += 0x0f0e0d) {
      const background = `#${v.toString(16).padStart(6, "0")}`;
      expect(contrastRatio(background, textColourOn(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("computes the WCAG contrast ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#777777", "#777777")).toBe(1);
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4.0, 1);
  });

  it("refuses what is not a hex colour", () => {
    expect(() => textColourOn("yellow")).toThrow(RangeError);
    expect(normaliseHex("#AbC")).toBe("#aabbcc");
    expect(normaliseHex(" #A0B1C2 ")).toBe("#a0b1c2");
    expect(normaliseHex("#a0b1c2ff")).toBeNull();
    expect(normaliseHex(undefined)).toBeNull();
  });

  it("every default colour carries its text at the AA level", () => {
    const colours = [
      ...Object.values(DEFAULT_CALENDAR_COLOURS),
      DEFAULT_CALENDAR_COLOUR_CONFIG.freeOfChargeColour ?? "",
    ];
    for (const value of colours) expect(contrastRatio(value, textColourOn(value)), value).toBeGreaterThanOrEqual(4.5);
  });

  it("fades a colour towards white, opaque", () => {
    expect(fadeColour("#000000", 0.5)).toBe("#808080");
    expect(fadeColour("#0f766e", 1)).toBe("#0f766e");
    expect(fadeColour("#0f766e", 0)).toBe("#ffffff");
    expect(() => fadeColour("teal", 0.5)).toThrow(RangeError);
  });
});

describe("a departure on the vessel calendar", () => {
  const departure = (status: Departure["status"]) => ({ status, colour: "#0f766e", textColour: "#ffffff" as const });

  it("is struck through when cancelled, on its text (a button: a decoration on the box does not reach it)", () => {
    const cancelled = departureLook(departure("cancelled"));
    expect(cancelled.textClassName.split(" ")).toContain("line-through");
    expect(cancelled.style).not.toHaveProperty("textDecoration");
    expect(cancelled.style).toMatchObject({ background: "#cbd5e1", color: "#334155" });
    for (const status of ["active", "draft", "closed"] as const)
      expect(departureLook(departure(status)).textClassName, status).not.toContain("line-through");
  });

  it("takes its tour's colour; draft faded, closed outlined", () => {
    expect(departureLook(departure("active")).style).toMatchObject({ background: "#0f766e", color: "#ffffff" });
    // a draft is paler but opaque, its text chosen for the paler colour, outlined in its own
    const draft = departureLook(departure("draft")).style;
    expect(draft).not.toHaveProperty("opacity");
    expect(draft.background).toBe(fadeColour("#0f766e", 0.45));
    expect(contrastRatio(draft.background, draft.color)).toBeGreaterThanOrEqual(4.5);
    expect(draft.border).toBe("2px dashed #0f766e");
    expect(departureLook(departure("closed")).style.border).toBe("2px solid #0f172a");
  });
});
