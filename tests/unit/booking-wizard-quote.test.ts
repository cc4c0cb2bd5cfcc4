// The wizard quotes before it books (issue 39): the body of the live quote for the selection as
// it is (none while nothing can be priced, no customer until a guest is named), the summary's
// counts (one berth is a berth, not a room), and the duplicate check before a guest is created.
import { describe, expect, it } from "vitest";
import {
  initialWizard,
  nameFromSearch,
  possibleDuplicates,
  quoteRequest,
  selectionCounts,
} from "@/components/booking/wizard/state";
import { resortWizard as resort, runWizard as run, wizardRoom as room } from "../helpers/wizard";

const trip = initialWizard({ type: "vessel", vesselId: 5, scheduleId: 9 });

describe("the live quote's request", () => {
  it("is none until a room is chosen for dates in order or a departure", () => {
    expect(quoteRequest(resort)).toBeNull();
    const backwards = run(resort, { type: "addLine", room: room(3) }, { type: "dateTo", date: "2031-02-09" });
    expect(quoteRequest(backwards)).toBeNull();
    const noDeparture = run(trip, { type: "addLine", room: room(7) }, { type: "schedule", scheduleId: undefined });
    expect(quoteRequest(noDeparture)).toBeNull();
  });

  it("prices the rooms before a guest is named, without a customer", () => {
    const s = run(resort, { type: "addLine", room: room(3) });
    const body = quoteRequest(s)!;
    expect(body).not.toHaveProperty("customerId");
    expect(body).toMatchObject({ type: "resort", resortId: 1, dateFrom: "2031-02-10", dateTo: "2031-02-13" });
    expect(body.rooms).toEqual([{ roomId: 3, guests: [] }]);
  });

  it("changes with a guest and a night: the first guest is the customer", () => {
    const s = run(
      resort,
      { type: "addLine", room: room(3) },
      { type: "pickGuest", guest: { id: 11, name: "Anna" } },
      { type: "dateTo", date: "2031-02-14" },
    );
    expect(quoteRequest(s)).toMatchObject({ customerId: 11, dateTo: "2031-02-14", rooms: [{ guests: [11] }] });
  });
});

describe("the summary's counts", () => {
  it("counts single beds as berths, whole cabins and rooms apart", () => {
    const s = run(trip, { type: "addLine", room: room(7), bedIds: [70] });
    expect(selectionCounts(s, () => "Cabin")).toEqual({ rooms: 0, cabins: 0, beds: 1, guests: 0 });
    const more = run(s, { type: "addLine", room: room(7), bedIds: [71] }, { type: "addLine", room: room(8) });
    expect(selectionCounts(more, (id) => (id === 8 ? "Cabin" : undefined))).toEqual({
      rooms: 0,
      cabins: 1,
      beds: 2,
      guests: 0,
    });
    const stay = run(resort, { type: "addLine", room: room(3) }, { type: "addLine", room: room(4) });
    expect(selectionCounts(stay, () => "Room").rooms).toBe(2);
  });
});

describe("duplicates before creating a guest", () => {
  const known = [
    { id: 1, fullName: "Lena Hoffmann", firstName: "Lena", lastName: "Hoffmann", email: "lena@example.test" },
    { id: 2, fullName: "Jonas Hoffmann", firstName: "Jonas", lastName: "Hoffmann", birthday: "1990-04-01" },
    { id: 3, fullName: "Ada Weber", firstName: "Ada", lastName: "Weber", email: "ada@example.test" },
  ];

  it("offers the same name (case and accents aside), the same e-mail, or the same last name and birth date", () => {
    expect(possibleDuplicates({ firstName: "lena", lastName: "HOFFMANN" }, known).map((k) => k.id)).toEqual([1]);
    expect(possibleDuplicates({ firstName: "Léna", lastName: "Hoffmann" }, known).map((k) => k.id)).toEqual([1]);
    expect(
      possibleDuplicates({ firstName: "X", lastName: "Y", email: " ADA@example.test " }, known).map((k) => k.id),
    ).toEqual([3]);
    expect(
      possibleDuplicates({ firstName: "J.", lastName: "Hoffmann", birthday: "1990-04-01" }, known).map((k) => k.id),
    ).toEqual([2]);
  });

  it("offers nobody for another person of the same last name", () => {
    expect(possibleDuplicates({ firstName: "Mia", lastName: "Hoffmann", birthday: "2001-01-01" }, known)).toEqual([]);
    expect(possibleDuplicates({ firstName: "Mia", lastName: "Hoffmann" }, known)).toEqual([]);
  });

  it("takes the name typed in the search as first and last name", () => {
    expect(nameFromSearch("  Ada  Maria Lovelace ")).toEqual({ firstName: "Ada Maria", lastName: "Lovelace" });
    expect(nameFromSearch("Lovelace")).toEqual({ firstName: "", lastName: "Lovelace" });
  });
});
