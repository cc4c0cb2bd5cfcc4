// The booking wizard's steps share one state: what is booked and when, the lines (rooms, cabins,
// beds) and their guests, the options; and the request that books it. What staff see happen when
// they pick, remove and switch is the reducer's answer.
import { describe, expect, it } from "vitest";
import {
  bookingRequest,
  initialWizard,
  mainAvailabilityUrl,
  stayAvailabilityUrl,
  wizardCustomerId,
  wizardGuests,
  wizardReady,
} from "@/components/booking/wizard/state";
import { resortWizard as resort, runWizard as run, wizardRoom as room } from "../helpers/wizard";

const trip = initialWizard({ type: "vessel", vesselId: 5, scheduleId: 9, stayResortId: 1 });
const anna = { id: 11, name: "Anna" };
const ben = { id: 12, name: "Ben" };

describe("the booking wizard's lines", () => {
  it("adds a whole room as a line that new guests go to", () => {
    const s = run(resort, { type: "addLine", room: room(3) });
    expect(s.lines).toEqual([{ key: "3:all:", roomId: 3, name: "Room 3", bedIds: undefined, guests: [] }]);
    expect(s.active).toBe("3:all:");
  });

  it("puts a second bed of the same cabin on its line, which stays the one guests go to", () => {
    const s = run(
      trip,
      { type: "addLine", room: room(4), bedIds: [41] },
      { type: "addLine", room: room(7) },
      { type: "addLine", room: room(4), bedIds: [42] },
      { type: "pickGuest", guest: anna },
    );
    expect(s.lines.map((l) => [l.roomId, l.bedIds])).toEqual([
      [4, [41, 42]],
      [7, undefined],
    ]);
    expect(s.lines[0].guests).toEqual([anna]);
  });

  it("keeps a bed of the stay beside the trip on a line of its own, with the stay's dates", () => {
    const dates = { dateFrom: "2031-03-01", dateTo: "2031-03-04" };
    const s = run(
      trip,
      { type: "addLine", room: room(4), bedIds: [41] },
      { type: "addLine", room: room(4), bedIds: [42], dates },
    );
    expect(s.lines).toHaveLength(2);
    expect(s.lines[1]).toMatchObject({ key: "4:42:2031-03-01", bedIds: [42], ...dates });
  });

  it("sends picked guests to the line chosen, or to the first when the chosen one is gone", () => {
    let s = run(resort, { type: "addLine", room: room(3) }, { type: "addLine", room: room(5) });
    s = run(s, { type: "activate", key: "3:all:" }, { type: "pickGuest", guest: anna });
    expect(s.lines.map((l) => l.guests)).toEqual([[anna], []]);
    s = run(s, { type: "activate", key: "5:all:" }, { type: "removeLine", key: "5:all:" });
    s = run(s, { type: "pickGuest", guest: ben }, { type: "pickGuest", guest: ben });
    expect(s.lines.map((l) => l.guests)).toEqual([[anna, ben]]);
  });

  it("counts a guest on two lines once, and the first guest placed is the customer", () => {
    let s = run(resort, { type: "addLine", room: room(3) }, { type: "pickGuest", guest: ben });
    s = run(s, { type: "addLine", room: room(5) }, { type: "pickGuest", guest: anna });
    s = run(s, { type: "addGuest", key: "5:all:", guest: ben });
    expect(wizardGuests(s)).toEqual([ben, anna]);
    expect(wizardCustomerId(s)).toBe(ben.id);
    s = run(s, { type: "removeGuest", key: "3:all:", guestId: ben.id });
    expect(wizardGuests(s)).toEqual([anna, ben]);
    expect(wizardCustomerId(s)).toBe(anna.id);
  });

  it("picks nobody while there is no line", () => {
    expect(run(resort, { type: "pickGuest", guest: anna })).toEqual(resort);
  });
});

describe("switching what is booked", () => {
  it("drops the lines when the kind of booking or the departure changes, not when the dates do", () => {
    const withLine = run(resort, { type: "addLine", room: room(3) });
    expect(run(withLine, { type: "dateTo", date: "2031-02-14" }).lines).toHaveLength(1);
    expect(run(withLine, { type: "asset", asset: "vessel" }).lines).toEqual([]);
    const onTrip = run(trip, { type: "addLine", room: room(4) });
    expect(run(onTrip, { type: "schedule", scheduleId: 10 }).lines).toEqual([]);
  });

  it("forgets the departure when another vessel is chosen", () => {
    const s = run(trip, { type: "vessel", vesselId: 6 });
    expect(s).toMatchObject({ vesselId: 6, scheduleId: undefined });
    expect(mainAvailabilityUrl(s)).toBeNull();
  });
});

describe("what the wizard asks the server", () => {
  it("asks for a resort's availability only for dates in order", () => {
    expect(mainAvailabilityUrl(resort)).toBe(
      "/api/rooms/available/1?type=resort&dateFrom=2031-02-10&dateTo=2031-02-13",
    );
    expect(mainAvailabilityUrl(run(resort, { type: "dateTo", date: "2031-02-10" }))).toBeNull();
    expect(mainAvailabilityUrl(trip)).toBe("/api/rooms/available/5?type=vessel&scheduleId=9");
  });

  it("asks for a stay beside the trip only on a trip, once its dates are in order", () => {
    expect(stayAvailabilityUrl(run(trip, { type: "stayFrom", date: "2031-03-01" }))).toBeNull();
    const s = run(trip, { type: "stayFrom", date: "2031-03-01" }, { type: "stayTo", date: "2031-03-04" });
    expect(stayAvailabilityUrl(s)).toBe("/api/rooms/available/1?type=resort&dateFrom=2031-03-01&dateTo=2031-03-04");
    expect(stayAvailabilityUrl(run(s, { type: "asset", asset: "resort" }))).toBeNull();
  });

  it("books only with a line and a guest", () => {
    const s = run(resort, { type: "addLine", room: room(3) });
    expect(wizardReady(resort)).toBe(false);
    expect(wizardReady(s)).toBe(false);
    expect(wizardReady(run(s, { type: "pickGuest", guest: anna }))).toBe(true);
  });

  it("sends a resort stay with its dates, the option's end only for a planned booking, the agency as a number", () => {
    const s = run(
      resort,
      { type: "addLine", room: room(3) },
      { type: "pickGuest", guest: anna },
      { type: "optionUntil", date: "2031-01-31" },
      { type: "agency", agencyId: "7" },
    );
    expect(bookingRequest(s)).toEqual({
      type: "resort",
      resortId: 1,
      dateFrom: "2031-02-10",
      dateTo: "2031-02-13",
      customerId: anna.id,
      state: "draft",
      agencyId: 7,
      rooms: [{ roomId: 3, guests: [anna.id] }],
    });
    expect(bookingRequest(run(s, { type: "state", state: "planned" }))).toMatchObject({
      state: "planned",
      optionUntil: "2031-01-31",
    });
  });

  it("sends a trip by its departure, with the beds and the stay's own dates per line", () => {
    const s = run(
      trip,
      { type: "addLine", room: room(4), bedIds: [41] },
      { type: "pickGuest", guest: anna },
      { type: "addLine", room: room(8), dates: { dateFrom: "2031-03-01", dateTo: "2031-03-04" } },
      { type: "pickGuest", guest: anna },
      { type: "state", state: "waiting" },
    );
    expect(bookingRequest(s)).toEqual({
      type: "vessel",
      scheduleId: 9,
      customerId: anna.id,
      state: "waiting",
      rooms: [
        { roomId: 4, bedIds: [41], guests: [anna.id] },
        { roomId: 8, dateFrom: "2031-03-01", dateTo: "2031-03-04", guests: [anna.id] },
      ],
    });
  });
});
