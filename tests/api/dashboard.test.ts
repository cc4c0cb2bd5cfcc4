// The staff home page's figures and the lists behind them (lib/domain/stats/dashboard.ts): each
// number counts exactly the bookings its list shows, and only bookings that hold their rooms.
import { beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { dashboard, dashboardBookings, type DashboardList } from "@/lib/domain/stats/dashboard";
import { seedBooking, seedResort } from "@/prisma/seed/factories";

let today: string;

beforeAll(async () => {
  today = await operatorToday();
  const { resort, rooms } = await seedResort(db(), {
    roomTypes: [
      {
        name: "Double",
        key: "DBL",
        rooms: ["101", "102", "103", "104", "105", "106"].map((name) => ({ name, beds: 2 })),
      },
    ],
  });
  const day = (n: number) => addCalendarDays(today, n);
  const book = async (label: string, from: number, to: number, i: number, state?: "confirmed" | "aborted") => {
    const room = rooms[i];
    await seedBooking(db(), {
      resortId: resort.id,
      from: day(from),
      to: day(to),
      state,
      bookingNo: label,
      rooms: [{ roomId: room.id, bedIds: room.beds.map((bed) => bed.id) }],
    });
  };
  await book("ARRIVES", 0, 3, 0);
  await book("LEAVES", -2, 0, 1);
  await book("STAYS", -1, 2, 2);
  await book("LATER", 3, 5, 3);
  await book("FAR", 30, 32, 4);
  await book("CANCELLED", 0, 2, 5, "aborted");
});

const listed = async (list: DashboardList) => (await dashboardBookings(list, 7)).map((b) => b.bookingNo).sort();

describe("the dashboard", () => {
  it("counts what each list shows, cancelled bookings left out", async () => {
    const d = await dashboard(7);
    expect(await listed("arrivals")).toEqual(["ARRIVES"]);
    expect(await listed("departures")).toEqual(["LEAVES"]);
    expect(await listed("inHouse")).toEqual(["ARRIVES", "STAYS"]);
    expect(await listed("upcoming")).toEqual(["ARRIVES", "LATER"]);
    expect({ arrivals: d.arrivals, departures: d.departures, upcoming: d.upcoming, inHouse: d.inHouse }).toEqual({
      arrivals: 1,
      departures: 1,
      upcoming: 2,
      inHouse: 4, // guests, not bookings: two rooms of two
    });
  });
});
