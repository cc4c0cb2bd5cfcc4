// The scheduler's rule evaluation (lib/domain/mail/schedule-rules.ts): the due day counted over
// month and year ends, "today" where the property is, the conditions, and called-off bookings.
import { describe, expect, it } from "vitest";
import {
  evaluateRule,
  plannedWithin,
  ruleMatches,
  type BookingFacts,
  type ScheduleRule,
} from "@/lib/domain/mail/schedule-rules";

const rule = (o: Partial<ScheduleRule> = {}): ScheduleRule => ({
  anchor: "arrival",
  offsetDays: -30,
  active: true,
  resortIds: [],
  vesselIds: [],
  states: [],
  openGuestForm: false,
  bookedBy: "any",
  channels: [],
  ...o,
});

const booking = (o: Partial<BookingFacts> = {}): BookingFacts => ({
  state: "confirmed",
  resortId: 1,
  vesselId: null,
  agencyId: null,
  channel: null,
  dateFrom: "2027-03-01",
  dateTo: "2027-03-08",
  bookingDate: new Date("2027-01-10T10:00:00Z"),
  optionUntil: null,
  openGuestForm: true,
  timeZone: "Europe/Berlin",
  ...o,
});

/** noon UTC of a day: the same day in Berlin and in Bali */
const at = (day: string, time = "12:00:00Z") => new Date(`${day}T${time}`);

describe("when a scheduled mail is due", () => {
  it("counts days before arrival back over a month's end (30 days before 1 March is 30 January)", () => {
    expect(evaluateRule(rule(), booking(), at("2027-01-30"))).toEqual({ due: true, dueDate: "2027-01-30" });
    expect(evaluateRule(rule(), booking(), at("2027-01-29")).due).toBe(false);
    // in a leap year February has a day more
    const leap = booking({ dateFrom: "2028-03-01", dateTo: "2028-03-05" });
    expect(evaluateRule(rule(), leap, at("2028-01-31")).dueDate).toBe("2028-01-31");
  });

  it("counts days after departure forward over a year's end", () => {
    const feedback = rule({ anchor: "departure", offsetDays: 2 });
    const b = booking({ dateFrom: "2027-12-23", dateTo: "2027-12-30" });
    expect(evaluateRule(feedback, b, at("2028-01-01"))).toEqual({ due: true, dueDate: "2028-01-01" });
    expect(evaluateRule(feedback, b, at("2027-12-31")).due).toBe(false);
  });

  it("catches up a few days late, then leaves it out", () => {
    expect(evaluateRule(rule(), booking(), at("2027-02-02")).due).toBe(true);
    expect(evaluateRule(rule(), booking(), at("2027-02-03")).due).toBe(false);
  });

  it("takes today where the property is: late evening in Europe is already the next day in Bali", () => {
    const late = at("2027-01-29", "20:00:00Z");
    expect(evaluateRule(rule(), booking({ timeZone: "Europe/Berlin" }), late).due).toBe(false);
    expect(evaluateRule(rule(), booking({ timeZone: "Asia/Makassar" }), late).due).toBe(true);
    // and still the day before in the Caribbean at an hour that is the due day in UTC
    const early = at("2027-01-30", "02:00:00Z");
    expect(evaluateRule(rule(), booking({ timeZone: "America/Santo_Domingo" }), early).due).toBe(false);
  });

  it("sees the booking and option times as the day they fall on where the property is", () => {
    const welcome = rule({ anchor: "booked", offsetDays: 1 });
    // 23:30 UTC on 31 January is 1 February in Berlin: welcomed on 2 February
    const b = booking({ bookingDate: new Date("2027-01-31T23:30:00Z") });
    expect(evaluateRule(welcome, b, at("2027-02-02"))).toEqual({ due: true, dueDate: "2027-02-02" });
    expect(evaluateRule(welcome, b, at("2027-02-01")).due).toBe(false);
    const reminder = rule({ anchor: "optionExpiry", offsetDays: -1, states: ["planned"] });
    const option = booking({ state: "planned", optionUntil: new Date("2027-04-30T22:30:00Z") });
    expect(evaluateRule(reminder, option, at("2027-04-30")).dueDate).toBe("2027-04-30");
    expect(evaluateRule(reminder, booking({ state: "planned" }), at("2027-04-30"))).toEqual({
      due: false,
      dueDate: null,
    });
  });

  it("sends nothing for a cancelled, freed or deleted booking unless the rule names that state", () => {
    for (const state of ["aborted", "freed", "deleted", "rebooked", "draft", "waiting"] as const)
      expect(evaluateRule(rule(), booking({ state }), at("2027-01-30")).due).toBe(false);
    for (const state of ["confirmed", "planned", "resolved"] as const)
      expect(evaluateRule(rule(), booking({ state }), at("2027-01-30")).due).toBe(true);
    const sorry = rule({ states: ["aborted"] });
    expect(evaluateRule(sorry, booking({ state: "aborted" }), at("2027-01-30")).due).toBe(true);
    expect(evaluateRule(sorry, booking({ state: "confirmed" }), at("2027-01-30")).due).toBe(false);
  });

  it("an inactive rule sends nothing", () => {
    expect(evaluateRule(rule({ active: false }), booking(), at("2027-01-30")).due).toBe(false);
  });

  it("checks the conditions: assets, guest form, agency or direct, channels", () => {
    expect(ruleMatches(rule({ resortIds: [2] }), booking())).toBe(false);
    expect(ruleMatches(rule({ resortIds: [1, 2] }), booking())).toBe(true);
    expect(ruleMatches(rule({ vesselIds: [1] }), booking())).toBe(false);
    expect(ruleMatches(rule({ vesselIds: [7] }), booking({ resortId: null, vesselId: 7 }))).toBe(true);
    expect(ruleMatches(rule({ openGuestForm: true }), booking({ openGuestForm: false }))).toBe(false);
    expect(ruleMatches(rule({ openGuestForm: true }), booking())).toBe(true);
    expect(ruleMatches(rule({ bookedBy: "agency" }), booking())).toBe(false);
    expect(ruleMatches(rule({ bookedBy: "agency" }), booking({ agencyId: 3 }))).toBe(true);
    expect(ruleMatches(rule({ bookedBy: "direct" }), booking({ agencyId: 3 }))).toBe(false);
    expect(ruleMatches(rule({ channels: ["OTABooking"] }), booking())).toBe(false);
    expect(ruleMatches(rule({ channels: ["OTABooking"] }), booking({ channel: "OTABooking" }))).toBe(true);
  });

  it("plans the mails of the coming days, not those further out", () => {
    expect(plannedWithin(rule(), booking(), at("2027-01-20"), 14).due).toBe(true);
    expect(plannedWithin(rule(), booking(), at("2027-01-10"), 14).due).toBe(false);
  });
});
