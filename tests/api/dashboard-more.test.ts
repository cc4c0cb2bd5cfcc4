// The dashboard's figures of the coming days (lib/domain/stats/dashboard.ts): departures ahead,
// options that expire soon, payments due and overdue, and the waiting list. Each number is the
// total of the list it links to: the home page's own lists, the open-payments list
// (allBookingsWithOpenPayments) and the booking list's filters (/booking/list?filter[...]).
import { beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, calendarDate } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { listBookings } from "@/lib/domain/booking/list-bookings";
import { bookingsWithOpenPayments } from "@/lib/domain/payments/open-payments";
import {
  dashboard,
  dashboardBookings,
  OVERDUE_FILTER,
  WAITING_FILTER,
  type DashboardList,
} from "@/lib/domain/stats/dashboard";
import { seedBooking, seedResort } from "@/prisma/seed/factories";

let today: string;
const all = { kind: "all" } as const;

beforeAll(async () => {
  today = await operatorToday();
  const { resort, rooms } = await seedResort(db(), {
    roomTypes: [
      {
        name: "Double",
        key: "DM",
        rooms: ["201", "202", "203", "204", "205", "206"].map((name) => ({ name, beds: 2 })),
      },
    ],
  });
  const day = (n: number) => addCalendarDays(today, n);
  const book = async (
    label: string,
    from: number,
    to: number,
    i: number,
    state?: "confirmed" | "planned" | "waiting",
    extra: { optionUntil?: Date; paymentDueDate?: Date } = {},
  ) => {
    const room = rooms[i];
    const b = await seedBooking(db(), {
      resortId: resort.id,
      from: day(from),
      to: day(to),
      state,
      bookingNo: label,
      rooms: state === "waiting" ? [] : [{ roomId: room.id, bedIds: room.beds.map((bed) => bed.id) }],
    });
    if (Object.keys(extra).length) await db().booking.update({ where: { id: b.id }, data: extra });
  };
  const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
  // leaves in 4 days; its deposit was due yesterday (overdue)
  await book("M-LEAVES", 1, 4, 0, "confirmed", { paymentDueDate: calendarDate(day(-1)) });
  // an option running out in two days, its deposit due in 5 days
  await book("M-OPTION", 10, 12, 1, "planned", { optionUntil: hours(48), paymentDueDate: calendarDate(day(5)) });
  // an option that runs out in 20 days: not soon
  await book("M-LATER", 14, 16, 2, "planned", { optionUntil: hours(20 * 24) });
  // due far beyond the days looked at
  await book("M-FAR", 40, 44, 3, "confirmed", { paymentDueDate: calendarDate(day(60)) });
  await book("M-WAITS", 20, 22, 4, "waiting");
});

const listed = async (list: DashboardList) =>
  (await dashboardBookings(list, 7))
    .map((b) => b.bookingNo)
    .filter((n) => n?.startsWith("M-"))
    .sort();

describe("the dashboard's figures of the coming days", () => {
  it("count what the list behind each shows", async () => {
    const d = await dashboard(7);
    expect(await listed("leaving")).toEqual(["M-LEAVES"]);
    expect(await listed("optionsExpiring")).toEqual(["M-OPTION"]);
    expect(await listed("openPayments")).toEqual(["M-LEAVES", "M-OPTION"]);
    expect(d.leaving).toBe((await dashboardBookings("leaving", 7)).length);
    expect(d.optionsExpiring).toBe((await dashboardBookings("optionsExpiring", 7)).length);
    // open payments: the open-payments list's total for the same days
    expect(d.openPayments).toBe((await bookingsWithOpenPayments(all, { days: 7, page: 1, size: 1 })).total);
    expect(d.openPayments).toBeGreaterThanOrEqual(2);
    // overdue and the waiting list: the booking list's filters, its total
    const total = async (filter: readonly [string, string]) =>
      (await listBookings(all, { page: 1, size: 1, order: "asc", filter: { [filter[0]]: filter[1] } })).total;
    expect(d.overdue).toBe(await total(OVERDUE_FILTER));
    expect(d.overdue).toBeGreaterThanOrEqual(1);
    expect(d.waiting).toBe(await total(WAITING_FILTER));
    expect(d.waiting).toBeGreaterThanOrEqual(1);
    expect(d.guestFormsMissing).toBeNull();
  });
});
