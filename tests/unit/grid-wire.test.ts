// The tape chart's data on the wire (lib/domain/booking/grid-wire.ts): packed, each room type and
// colour once and entries as rows of values; unpacked, exactly the grid the server built.
import { describe, expect, it } from "vitest";
import { packGrid, unpackGrid, type Grid } from "@/lib/domain/booking/grid-wire";

const green = { background: "#16a34a", text: "#000000", rule: 3, entryType: "booking" } as const;
const grey = { background: "#1f2937", text: "#ffffff", rule: 1, entryType: "blocked" } as const;
const room = { resortId: 1, beds: 2, allowSharedRoom: false, status: "clean" } as const;

const grid: Grid = {
  from: "2027-02-26",
  to: "2027-03-02",
  today: "2027-02-27",
  days: [
    { date: "2027-02-26", weekend: false, today: false },
    { date: "2027-02-27", weekend: true, today: true },
    { date: "2027-02-28", weekend: true, today: false },
    { date: "2027-03-01", weekend: false, today: false },
  ],
  rooms: [
    { ...room, id: 11, name: "101", roomTypeId: 5, roomType: "Double" },
    { ...room, id: 12, name: "102", roomTypeId: 5, roomType: "Double" },
    { ...room, id: 13, name: "S1", roomTypeId: 6, roomType: "Suite", status: "dirty" },
  ],
  entries: [
    {
      kind: "booking",
      id: "b7",
      bookingRoomId: 7,
      roomId: 11,
      from: "2027-02-25",
      to: "2027-02-28",
      bookingId: 70,
      bookingNo: "B-1",
      state: "confirmed",
      resolved: false,
      label: "Ada Gast",
      pax: 2,
      ...green,
    },
    {
      kind: "booking",
      id: "b8",
      bookingRoomId: 8,
      roomId: 12,
      from: "2027-02-27",
      to: "2027-03-04",
      bookingId: 80,
      bookingNo: "R-2",
      state: "planned",
      resolved: false,
      label: "R-2",
      pax: 1,
      ...green,
    },
    {
      kind: "blocker",
      id: "x3",
      roomId: 13,
      from: "2027-02-26",
      to: "2027-02-28",
      blockerId: 3,
      type: "Maintanance",
      reason: null,
      label: "Maintanance",
      ...grey,
    },
  ],
  stays: [],
};

describe("the grid on the wire", () => {
  it("unpacks to the grid it was packed from", () => {
    expect(unpackGrid(packGrid(grid))).toEqual(grid);
  });

  it("names each room type and colour once and the entries by index", () => {
    const wire = packGrid(grid);
    expect(wire.roomTypes).toEqual([
      { id: 5, name: "Double" },
      { id: 6, name: "Suite" },
    ]);
    expect(wire.colours).toEqual([green, grey]);
    expect(wire.weekends).toEqual(["2027-02-27", "2027-02-28"]);
    expect(wire.bookings.map((b) => [b[0], b[8], b[10]])).toEqual([
      [7, "Ada Gast", 0],
      [8, null, 0],
    ]);
    expect(wire.blockers).toEqual([[3, 13, "2027-02-26", "2027-02-28", "Maintanance", null, 1]]);
    expect(wire.rooms[0]).not.toHaveProperty("roomType");
  });

  it("keeps a departure's beds and guests and what else the chart answers", () => {
    const beds: Grid & { scheduleId: number } = {
      ...grid,
      rooms: [{ ...grid.rooms[0], bedId: 91, bed: "1", held: false }],
      entries: [
        {
          ...(grid.entries[0] as Extract<Grid["entries"][number], { kind: "booking" }>),
          id: "b7-91",
          bedId: 91,
          customerId: 4,
        },
      ],
      scheduleId: 9,
    };
    const back = unpackGrid(packGrid(beds));
    expect(back).toEqual(beds);
    expect(back.scheduleId).toBe(9);
  });
});
