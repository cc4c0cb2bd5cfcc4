// One truth for counts (issue 39): on the demo, every figure of the home pages equals the total of
// the list it summarises, counted by the same query: the staff dashboard's figures and next
// departures (the vessel calendar's sold beds), the agency's booking count (its booking list, also
// through GET /api/bookings), the club member's trips. And the booking list itself: by arrival from
// today, deleted bookings and online holds only when asked for.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/bookings/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { bookingScope } from "@/lib/domain/booking/access";
import { arrivalOrderPage, listBookings } from "@/lib/domain/booking/list-bookings";
import { HOLD_REFERENCE, isTrip } from "@/lib/domain/booking/states";
import { customerResource } from "@/lib/domain/crm/customer-resource";
import { dashboard, dashboardBookings } from "@/lib/domain/stats/dashboard";
import { departures } from "@/lib/domain/tours/departures";
import { agencyHome, clubOverview } from "@/lib/page/home";
import { listResource } from "@/lib/resources/engine";
import { seedDemo } from "@/prisma/seed/demo";
import { seedBooking } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";
import { resolvePrincipal } from "../helpers/principal";

const DAYS = 30;
const as = async (email: string) => {
  const user = await db().user.findFirstOrThrow({ where: { email } });
  const token = await tokenFor(user.id);
  return { user, token, principal: await resolvePrincipal(token) };
};
const query = (filter: Record<string, string> = {}, size = 100) => ({ page: 1, size, order: "asc" as const, filter });

let today: string;
let holdId: number;

beforeAll(async () => {
  await seedDemo(db() as unknown as Parameters<typeof seedDemo>[0]);
  today = await operatorToday();
  // what "all" used to show: a deleted booking and an online hold of the demo's agency
  const agency = await as("agency@demo.test");
  const room = await db().room.findFirstOrThrow({
    where: { resortId: { not: null }, isActive: true },
    include: { beds: true },
  });
  const customer = await db().customer.findFirstOrThrow({ where: { agencyId: agency.principal.agencyId } });
  const base = { resortId: room.resortId!, customerId: customer.id, agencyId: agency.principal.agencyId!, rooms: [] };
  await seedBooking(db(), {
    ...base,
    state: "deleted",
    bookingNo: "DELETED-1",
    from: addCalendarDays(today, 200),
    to: addCalendarDays(today, 202),
  });
  const hold = await seedBooking(db(), {
    ...base,
    state: "planned",
    bookingNo: "HOLD-1",
    from: addCalendarDays(today, 210),
    to: addCalendarDays(today, 211),
  });
  holdId = hold.id;
  await db().booking.update({
    where: { id: hold.id },
    data: { bookingNo: null, systemReference: `${HOLD_REFERENCE}:abc` },
  });
}, 180_000);

describe("the staff dashboard on the demo", () => {
  it("counts what each list shows, and the customers the customer list holds", async () => {
    const d = await dashboard(DAYS);
    for (const [figure, list] of [
      [d.arrivals, "arrivals"],
      [d.departures, "departures"],
      [d.upcoming, "upcoming"],
    ] as const)
      expect(figure, list).toBe((await dashboardBookings(list, DAYS, undefined, 1000)).length);
    const inHouse = await dashboardBookings("inHouse", DAYS, undefined, 1000);
    expect(d.inHouse).toBe(inHouse.reduce((n, b) => n + b.pax, 0));
    expect(d.upcoming).toBeGreaterThan(0);
    const admin = await as("admin@demo.test");
    const customers = await listResource(customerResource, admin.principal, query({}, 1));
    expect(d.customers).toBe(customers.total);
  });

  it("says of each next departure the beds the vessel calendar says are sold", async () => {
    const d = await dashboard(DAYS);
    expect(d.nextDepartures.length).toBeGreaterThan(0);
    const calendar = await departures({ from: today });
    for (const s of d.nextDepartures) {
      const c = calendar.find((x) => x.id === s.id)!;
      expect({ id: s.id, sold: s.sold, beds: s.beds, free: s.free }).toEqual({
        id: c.id,
        sold: c.sold,
        beds: c.beds,
        free: c.free,
      });
    }
  });
});

describe("the agency's home on the demo", () => {
  it("counts the bookings its booking list shows (the page's use case and GET /api/bookings)", async () => {
    const agency = await as("agency@demo.test");
    const home = (await agencyHome(agency.principal))!;
    const list = await listBookings(await bookingScope(agency.principal, "read"), query());
    expect(home.bookingCount).toBe(list.total);
    expect(home.bookingCount).toBeGreaterThan(0);
    const api = await call<{ total: number; data: { number: string }[] }>(listRoute, { token: agency.token });
    expect(api.status).toBe(200);
    expect(api.body.total).toBe(home.bookingCount);
    // the home's rows are the list's first rows, named by the number they go by
    expect(home.bookings.map((b) => b.number)).toEqual(
      api.body.data.slice(0, home.bookings.length).map((b) => b.number),
    );
  });
});

describe("the club member's card on the demo", () => {
  it("counts trips only (no offers, nothing called off) and lists exactly those as trips", async () => {
    const club = await as("club@demo.test");
    const o = await clubOverview(club.principal.customerId!);
    expect(o.trips.every((t) => isTrip(t.state))).toBe(true);
    expect(o.others.every((t) => !isTrip(t.state))).toBe(true);
    const all = await db().booking.count({
      where: {
        state: { in: ["confirmed", "planned", "resolved"] },
        OR: [
          { customerId: club.principal.customerId! },
          { guests: { some: { customerId: club.principal.customerId! } } },
        ],
      },
    });
    expect(o.trips.length).toBe(all);
  });
});

describe("the booking list", () => {
  it("sorts by arrival from today: stays not ended first, soonest arrival first, then past ones latest first", async () => {
    const admin = await as("admin@demo.test");
    const { data, total } = await listBookings({ kind: "all" }, query({}, 1000));
    expect(data.length).toBe(total);
    const ahead = data.findIndex((b) => b.dateTo < today);
    const current = ahead === -1 ? data : data.slice(0, ahead);
    const past = ahead === -1 ? [] : data.slice(ahead);
    expect(current.length).toBeGreaterThan(0);
    expect(current.map((b) => b.dateFrom)).toEqual([...current.map((b) => b.dateFrom)].sort());
    expect(past.every((b) => b.dateTo < today)).toBe(true);
    expect(past.map((b) => b.dateFrom)).toEqual([...past.map((b) => b.dateFrom)].sort().reverse());
    // pages of the same order
    const second = await call<{ data: { id: number }[] }>(listRoute, {
      token: admin.token,
      query: { page: 2, size: 5 },
    });
    expect(second.body.data.map((b) => b.id)).toEqual(data.slice(5, 10).map((b) => b.id));
  });

  it("leaves deleted bookings and online holds out unless asked for", async () => {
    const rows = async (filter: Record<string, string>) =>
      (await listBookings({ kind: "all" }, query(filter, 1000))).data;
    const plain = await rows({});
    expect(plain.map((b) => b.number)).not.toContain("DELETED-1");
    expect(plain.map((b) => b.id)).not.toContain(holdId);
    expect(plain.some((b) => b.state === "deleted")).toBe(false);
    const all = await rows({ hidden: "true" });
    expect(all.map((b) => b.number)).toContain("DELETED-1");
    expect(all.map((b) => b.id)).toContain(holdId);
    expect(all.length).toBe(plain.length + (await db().booking.count({ where: { state: "deleted" } })) + 1);
    const numbers = async (filter: Record<string, string>) => (await rows(filter)).map((b) => b.number);
    // asking for the deleted state shows the deleted ones
    expect(await numbers({ state: "deleted" })).toContain("DELETED-1");
  });

  it("pages the two parts of the default order without a gap or an overlap", () => {
    expect(arrivalOrderPage(7, 1, 5)).toEqual({ first: { skip: 0, take: 5 }, second: { skip: 0, take: 0 } });
    expect(arrivalOrderPage(7, 2, 5)).toEqual({ first: { skip: 5, take: 2 }, second: { skip: 0, take: 3 } });
    expect(arrivalOrderPage(7, 3, 5)).toEqual({ first: { skip: 7, take: 0 }, second: { skip: 3, take: 5 } });
    expect(arrivalOrderPage(0, 1, 5)).toEqual({ first: { skip: 0, take: 0 }, second: { skip: 0, take: 5 } });
  });
});
