// The booking page's history reads like an operator's log: a guest joining a room, a room's new
// nights, a new state, without ids or the calculation's per-line fields.
import { describe, expect, it } from "vitest";
import { diffSnapshots } from "@/lib/domain/booking/history";
import { readableChanges } from "@/lib/domain/booking/history-view";

const room = (id: number, name: string, guests: { id: number; fullName: string }[], dateTo = "2031-05-07") => ({
  id,
  roomId: id + 1000,
  name,
  type: "Double",
  dateFrom: "2031-05-04",
  dateTo,
  bedIds: [id * 10],
  guests: guests.map((g) => g.id),
  customers: guests.map((g) => ({ ...g, gender: "f", isMain: false, variantId: null })),
});

const booking = (o: { state: string; rooms: ReturnType<typeof room>[]; total: string }) => ({
  id: 7,
  state: o.state,
  customerId: 45,
  customer: { id: 45, fullName: "Lena Hoffmann", email: "lena@example.test" },
  total: o.total,
  calculation: [{ id: 1, sort: 10, price: o.total }],
  rooms: o.rooms,
  guests: o.rooms.flatMap((r) => r.customers.map((c) => ({ customerId: c.id, fullName: c.fullName }))),
  version: 3,
  updatedAt: "2031-01-01T10:00:00.000Z",
});

const lena = { id: 45, fullName: "Lena Hoffmann" };
const max = { id: 46, fullName: "Max Muster" };

describe("readableChanges", () => {
  it("names the room, shows guests and nights, and leaves out ids and calculation lines", () => {
    const before = booking({
      state: "draft",
      rooms: [room(1, "Room 101", [lena]), room(2, "Room 102", [])],
      total: "600",
    });
    const after = booking({
      state: "confirmed",
      rooms: [room(1, "Room 101", [lena, max], "2031-05-09")],
      total: "800",
    });
    const rows = readableChanges(diffSnapshots(before, after), new Map([[1, "Room 101"]]));
    const shown = rows.map((r) => [r.room, r.field, r.from, r.to]);
    expect(shown).toEqual(
      expect.arrayContaining([
        [null, "state", "draft", "confirmed"],
        [null, "total", "600", "800"],
        ["Room 101", "dateTo", "2031-05-07", "2031-05-09"],
        ["Room 101", "guests", null, "Max Muster"],
        // a room that left the booking still names itself
        ["Room 102", "room", "Room 102", null],
      ]),
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.known)).toBe(true);
  });

  it("shows a related record by its name, not its id or e-mail", () => {
    const before = booking({ state: "draft", rooms: [room(1, "Room 101", [lena])], total: "600" });
    const after = {
      ...before,
      customerId: 46,
      customer: { id: 46, fullName: "Max Muster", email: "max@example.test" },
    };
    const rows = readableChanges(diffSnapshots(before, after), new Map());
    expect(rows.map((r) => [r.field, r.from, r.to])).toEqual([["customer", "Lena Hoffmann", "Max Muster"]]);
  });

  it("keeps a field it has no label for under its path", () => {
    const rows = readableChanges({ "references.crm": { from: null, to: "A-17" } }, new Map());
    expect(rows).toEqual([{ field: "references.crm", known: false, room: null, from: null, to: "A-17" }]);
  });

  it("shows a split invoice as each guest's share, by name, not by customer id", () => {
    const before = booking({ state: "confirmed", rooms: [room(1, "Room 101", [lena, max])], total: "600" });
    const after = {
      ...before,
      invoiceSplit: [
        { customerId: 45, percent: 50 },
        { customerId: 46, percent: 50 },
      ],
    };
    const names = new Map([
      [45, "Lena Hoffmann"],
      [46, "Max Muster"],
    ]);
    const rows = readableChanges(diffSnapshots(before, after), new Map(), names);
    expect(rows.map((r) => [r.room, r.field, r.from, r.to, r.known])).toEqual([
      ["Lena Hoffmann", "invoiceSplit", null, "50 %", true],
      ["Max Muster", "invoiceSplit", null, "50 %", true],
    ]);
  });
});
