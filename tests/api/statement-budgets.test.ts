// Round trips as a budget (issue 43, item 2): each statement a request sends is a round trip to the
// database (on PostgreSQL a network one), so the number a request sends is held here, read from the
// Server-Timing header the route wrapper sets. Counts are deterministic, unlike timings. Measured
// once the process's reference data is in memory (the first request of a process reads it).
// Where today's count is still over the budget, the test holds today's count (it may only
// fall); docs/decisions.md says what stands between it and the budget.
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { GET as readBooking } from "@/app/api/bookings/[id]/route";
import { POST as reloadPrice } from "@/app/api/bookings/[id]/reloadPrice/route";
import { POST as quote } from "@/app/api/bookings/quote/route";
import { GET as availability } from "@/app/api/rooms/available/[id]/route";
import { GET as grid } from "@/app/api/rooms/occupancy/route";
import { addCalendarDays } from "@/lib/core/dates";
import { db, recordStatements } from "@/lib/core/db";
import { operatorToday } from "@/lib/core/operator";
import { seedCustomer } from "@/prisma/seed/factories";
import { seedPricedResort, STAFF_SCOPES, tokenWith } from "../helpers/factories";
import type { CallResult } from "../helpers/http";
import { call } from "../helpers/http";

/** The budget per operation, and the count held today where it is not met yet. */
const BUDGETS = {
  create: { budget: 8 },
  reloadPrice: { budget: 6 },
  quote: { budget: 6 },
  availability: { budget: 3 },
  // the ETag's one-statement tag (grid-tag.ts) is read before the grid itself
  grid: { budget: 3 },
  read: { budget: 3 },
} satisfies Record<string, { budget: number; held?: number }>;

let staff: string;
let resortId: number;
let roomIds: number[];
let guests: number[];
let from: string;

/** The statements the request sent, as its Server-Timing header says; with their text for the message. */
async function counted(send: () => Promise<CallResult>) {
  const { result, sent } = await recordStatements(send);
  expect(result.status, result.text).toBeLessThan(300);
  const timing = result.headers.get("server-timing") ?? "";
  const statements = Number(/desc="(\d+) statements?/.exec(timing)?.[1]);
  const list = sent.map((s, i) => `${i + 1}. ${s.replace(/\s+/g, " ").slice(0, 160)}`).join("\n");
  return { result, statements, list };
}

async function holds(op: keyof typeof BUDGETS, send: () => Promise<CallResult>) {
  const { result, statements, list } = await counted(send);
  const { budget, held } = BUDGETS[op] as { budget: number; held?: number };
  const ceiling = held ?? budget;
  expect(statements, `${op}: ${statements} statements (budget ${budget}):\n${list}`).toBeLessThanOrEqual(ceiling);
  return result;
}

const booking = (k: number) => ({
  type: "resort",
  resortId,
  dateFrom: addCalendarDays(from, k * 3),
  dateTo: addCalendarDays(from, k * 3 + 2),
  customerId: guests[0],
  state: "confirmed",
  rooms: [
    { roomId: roomIds[0], guests: [guests[0], guests[1]] },
    { roomId: roomIds[1], guests: [guests[2], guests[3]] },
  ],
});

beforeAll(async () => {
  const r = await seedPricedResort(4);
  resortId = r.resortId;
  roomIds = r.roomIds;
  staff = await tokenWith(STAFF_SCOPES);
  guests = [];
  for (let i = 0; i < 4; i++) guests.push((await seedCustomer(db(), {})).id);
  from = addCalendarDays(await operatorToday(), 20);
  // the process's first booking reads the reference data into memory
  const first = await call(create, { method: "POST", token: staff, body: booking(0) });
  expect(first.status, first.text).toBe(201);
  // and the grid's first request the colours and switches
  const warm = await call(grid, {
    token: staff,
    query: { from: addCalendarDays(from, 40), to: addCalendarDays(from, 50) },
  });
  expect(warm.status, warm.text).toBe(200);
});

describe("statements per request", () => {
  let id: number;

  it("creating a priced booking of 2 rooms and 4 guests, history included", async () => {
    const res = await holds("create", () => call(create, { method: "POST", token: staff, body: booking(1) }));
    id = res.body.id;
    // priced: 2 rooms x 2 nights at 100
    expect(Number(res.body.total)).toBe(400);
  });

  it("reloadPrice of that booking, lines stored and history included", async () => {
    const res = await holds("reloadPrice", () =>
      call(reloadPrice, { method: "POST", token: staff, params: { id: String(id) }, body: {} }),
    );
    expect(res.body.version).toBe(2);
  });

  it("a price quote of the same selection on other nights", async () => {
    const { type: _t, state: _s, ...selection } = booking(2);
    const res = await holds("quote", () =>
      call(quote, { method: "POST", token: staff, body: { type: "resort", ...selection } }),
    );
    expect(res.body.total).toBe("400.00");
  });

  it("availability of the resort for 14 nights", async () => {
    await holds("availability", () =>
      call(availability, {
        token: staff,
        params: { id: String(resortId) },
        query: { type: "resort", dateFrom: from, dateTo: addCalendarDays(from, 14) },
      }),
    );
  });

  it("the occupancy grid of 31 nights", async () => {
    await holds("grid", () => call(grid, { token: staff, query: { from, to: addCalendarDays(from, 31) } }));
  });

  it("reading the booking", async () => {
    await holds("read", () => call(readBooking, { token: staff, params: { id: String(id) } }));
  });
});
