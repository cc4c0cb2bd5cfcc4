// Issue 43's figures at three sizes of the same generator (20,000, 60,000 and 100,000 bookings;
// BENCH_SIZES changes them), on the embedded database or on BENCH_DATABASE_URL (a database per
// size beside it: <name>_20000 ...). Per size, in process: availability (14 nights) and the grid
// (31 and 62 nights) over 200 rooms; over HTTP: the floor (GET /version and an authenticated
// trivial GET), availability, the grid and its repeat with the ETag when the grid sends one, a
// priced create (2 rooms, 4 guests), reloadPrice, a quote, a booking read and /booking/{id}'s
// first byte, each with its statements and the app's and database's shares; in process also the
// create, the quote and reloadPrice, and the raw-SQL time of each use case's own statements
// (raw-floor.ts) as the yardstick the issue asks for; at the largest size a year-long stay
// is added for a second pass of availability and the grid, and 20 clients run at once. The
// window is fixed by the data (the seeded data ends on the same day at every size), never by the
// bench's own earlier creates. Figures are printed beside their targets, never asserted.
import { addCalendarDays } from "../lib/core/dates";
import { transactionOn } from "../lib/core/db";
import { migrate } from "../lib/db/migrate";
import { openDatabase, type Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { availability } from "../lib/domain/booking/availability";
import { createBooking } from "../lib/domain/booking/create-booking";
import { reloadPrice } from "../lib/domain/booking/calculation/reload-price";
import { occupancyGrid } from "../lib/domain/booking/occupancy-grid";
import { quoteBooking } from "../lib/domain/booking/quote-booking";
import { HOLDING_STATES } from "../lib/domain/booking/states";
import { transitionBooking } from "../lib/domain/booking/transition-booking";
import { ADMIN_PRINCIPAL } from "../prisma/seed/admin-principal";
import { seedDemo } from "../prisma/seed/demo";
import { seedRoom } from "../prisma/seed/factories";
import { LARGE_BOOKINGS, seedLarge } from "../prisma/seed/large";
import { seedLargePricing } from "../prisma/seed/large-pricing";
import {
  appTimer,
  BASE,
  BENCH_DATA_DIR,
  BENCH_DATABASE_URL,
  browserCookie,
  latency,
  newBench,
  startServer,
  stopServer,
  type Suite,
} from "./harness";
import pg from "pg";
import { rawFloor, rolledBack } from "./raw-floor";

const SIZES = (process.env.BENCH_SIZES ?? "20000,60000,100000").split(",").map(Number);
/** The largest size is the full large data set (.bench-data itself, or BENCH_DATABASE_URL's own database). */
const isFull = (size: number) => size >= LARGE_BOOKINGS * 0.95;

type Place = { label: string; dataDir: string; url: string };

/** Where a size's data lives: a data folder (embedded) or a PostgreSQL database beside BENCH_DATABASE_URL's. */
async function placeOf(size: number): Promise<Place> {
  const label = `${size.toLocaleString("en")} bookings`;
  if (!BENCH_DATABASE_URL)
    return { label, dataDir: isFull(size) ? BENCH_DATA_DIR : `${BENCH_DATA_DIR}-${size}`, url: "" };
  if (isFull(size)) return { label, dataDir: BENCH_DATA_DIR, url: BENCH_DATABASE_URL };
  const u = new URL(BENCH_DATABASE_URL);
  const name = `${u.pathname.slice(1)}_${size}`;
  const admin = new pg.Client({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  u.pathname = `/${name}`;
  return { label, dataDir: `${BENCH_DATA_DIR}-${size}`, url: u.toString() };
}

const open = (p: Place) =>
  openDatabase(
    p.url ? { kind: "postgres", url: p.url } : { kind: "pglite", dir: `${process.cwd()}/${p.dataDir}/pglite` },
  );

/** The fixed dates and rooms of a size: read from the seeded data only (bookings "L…"). */
type Window = { resortId: number; roomIds: number[]; stayFrom: string; gridFrom: string; bookings: number };

async function windowOf(d: Database): Promise<Window> {
  const resort = await d.prisma.resort.findFirstOrThrow({ where: { code: "BR1" }, select: { id: true } });
  const rooms = await d.prisma.room.findMany({
    where: { resortId: resort.id, isActive: true, name: { not: "LONG" } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const [{ end }] = await d.prisma.$queryRawUnsafe<{ end: Date }[]>(
    `SELECT max("dateTo") AS end FROM "Booking" WHERE "bookingNo" LIKE 'L%' AND "resortId" IS NOT NULL`,
  );
  // every size's data ends on the same day and the smallest covers about a year before it: a window
  // four months before the end holds the same bookings at every size (one 700 days before the end
  // was before the smallest size's first stay: its grid and availability measured an empty window)
  const near = addCalendarDays(end.toISOString().slice(0, 10), -120);
  return {
    resortId: resort.id,
    roomIds: rooms.map((r) => r.id),
    stayFrom: near,
    gridFrom: near,
    bookings: await d.prisma.booking.count(),
  };
}

/**
 * What a run's creates use: the first free day 30 days after the seeded stays, and guests. The
 * creates of earlier runs (and of anything else booked on the bench resort after the seeded data)
 * are cancelled first, through the booking use case, so every run books the same days, inside the
 * prices' years: runs that booked after the earlier runs' creates moved further each time, and
 * once the days they skipped to were past the prices' cut-off, a run collided with the last one's.
 */
type Fresh = { freeFrom: string; customers: number[] };

async function freshOf(d: Database, w: Window): Promise<Fresh> {
  const earlier = await d.prisma.$queryRawUnsafe<{ id: number }[]>(
    `SELECT id FROM "Booking" WHERE "resortId" = $1 AND "bookingNo" IS NOT NULL
       AND "bookingNo" NOT LIKE 'L%' AND state::text = ANY($2::text[]) ORDER BY id`,
    w.resortId,
    [...HOLDING_STATES],
  );
  useDatabase(d);
  try {
    for (const { id } of earlier)
      await transitionBooking({ bookingId: id, action: "cancell", reason: "bench: an earlier run's" }, ADMIN_PRINCIPAL);
  } finally {
    useDatabase(undefined);
  }
  if (earlier.length) console.log(`  ${earlier.length} creates of earlier runs cancelled`);
  const [{ end }] = await d.prisma.$queryRawUnsafe<{ end: Date }[]>(
    `SELECT max("dateTo") AS end FROM "Booking" WHERE "bookingNo" LIKE 'L%' AND "resortId" = $1`,
    w.resortId,
  );
  const customers = await d.prisma.customer.findMany({ select: { id: true }, take: 400, orderBy: { id: "desc" } });
  return { freeFrom: addCalendarDays(end.toISOString().slice(0, 10), 30), customers: customers.map((c) => c.id) };
}

/**
 * The n-th create of a run: two rooms with two guests each, for two nights from `fresh.freeFrom`
 * (`laterDays` after it), each pair of rooms taken in turn and three days on when all were.
 */
function stayBody(w: Window, fresh: Fresh, n: number, laterDays = 0) {
  const pairs = Math.floor(w.roomIds.length / 2);
  const from = addCalendarDays(fresh.freeFrom, laterDays + Math.floor(n / pairs) * 3);
  const g = (i: number) => fresh.customers[(n * 4 + i) % fresh.customers.length];
  return {
    type: "resort" as const,
    resortId: w.resortId,
    dateFrom: from,
    dateTo: addCalendarDays(from, 2),
    customerId: g(0),
    state: "confirmed" as const,
    rooms: [
      { roomId: w.roomIds[(n % pairs) * 2], guests: [g(0), g(1)] },
      { roomId: w.roomIds[(n % pairs) * 2 + 1], guests: [g(2), g(3)] },
    ],
  };
}

/** Migrated, the demo data, the large data of this size and the bench resorts' prices (each once). */
async function prepare(p: Place, size: number) {
  const d = await open(p);
  try {
    await migrate(d);
    await seedDemo(d.prisma);
    console.log(`${p.label}: ${await seedLarge(d.prisma, { bookings: size })}; ${await seedLargePricing(d.prisma)}`);
    return await windowOf(d);
  } finally {
    await d.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const pct = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? NaN;

/** One row of the closing table: a figure per size. */
type Shares = { app: number; db: number };
type Row = { figure: string; target: number; bySize: Map<number, number>; statements?: number; shares?: Shares };
const rows = new Map<string, Row>();
/** A figure at a size; its statements and (over HTTP) the app's and the database's shares as last seen. */
function record(
  figure: string,
  target: number,
  size: number,
  value: number | undefined,
  statements?: number,
  shares?: Shares,
) {
  const row: Row = rows.get(figure) ?? { figure, target, bySize: new Map() };
  row.bySize.set(size, value ?? NaN);
  if (statements !== undefined) row.statements = statements;
  if (shares) row.shares = shares;
  rows.set(figure, row);
}

/** In process: availability and the grid over the size's 200 rooms; `tag` names a second pass. */
async function inProcess(d: Database, w: Window, size: number, tag = "") {
  useDatabase(d);
  try {
    const b = newBench(`in process, ${tag || "no long stay"}`);
    b.add("availability", async () => {
      await availability(w.resortId, { type: "resort", dateFrom: w.stayFrom, dateTo: addCalendarDays(w.stayFrom, 14) });
    });
    b.add("grid 31", async () => {
      await occupancyGrid({ from: w.gridFrom, to: addCalendarDays(w.gridFrom, 31), resortIds: [w.resortId] });
    });
    b.add("grid 62", async () => {
      await occupancyGrid({ from: w.gridFrom, to: addCalendarDays(w.gridFrom, 62), resortIds: [w.resortId] });
    });
    await b.run();
    const s: Suite = { name: b.name!, bench: b };
    const suffix = tag ? ` (${tag})` : "";
    record(`in process: availability, 14 nights${suffix}`, 5, size, latency(s, "availability")?.p50);
    record(`in process: grid, 31 nights${suffix}`, 10, size, latency(s, "grid 31")?.p50);
    record(`in process: grid, 62 nights${suffix}`, 18, size, latency(s, "grid 62")?.p50);
  } finally {
    useDatabase(undefined);
  }
}

/**
 * In process, at each size: the priced create, the quote and reloadPrice through their use cases
 * (the create and reloadPrice rolled back), and beside each, and beside availability and the grid,
 * the raw-SQL time of the same statements (raw-floor.ts): what the database alone needs for the
 * work, against which the use case's and the HTTP figures show the application's share.
 */
async function inProcessWrites(d: Database, w: Window, size: number, fresh: Fresh) {
  useDatabase(d);
  try {
    // creates 60 days after the HTTP creates' first day: never the nights those take
    const body = (n: number) => stayBody(w, fresh, n, 60);
    const [seeded] = await d.prisma.$queryRawUnsafe<{ id: number }[]>(
      `SELECT b.id FROM "Booking" b JOIN "BookingRoom" br ON br."bookingId" = b.id
       WHERE b."resortId" = $1 AND b.state::text = 'confirmed' AND b."dateFrom" >= $2::date
       ORDER BY b."dateFrom", b.id LIMIT 1`,
      w.resortId,
      w.stayFrom,
    );
    // priced once for good, so each measured reload finds the prices as they are (as over HTTP)
    await reloadPrice({ bookingId: seeded.id }, ADMIN_PRINCIPAL);
    let n = 0;
    const create = () => createBooking(body(n++ % 50), ADMIN_PRINCIPAL);
    const quote = () => quoteBooking(body(n++ % 50), ADMIN_PRINCIPAL);
    const reload = () => reloadPrice({ bookingId: seeded.id }, ADMIN_PRINCIPAL);
    const availabilityOf = () =>
      availability(w.resortId, { type: "resort", dateFrom: w.stayFrom, dateTo: addCalendarDays(w.stayFrom, 14) });
    const gridOf = (nights: number) => () =>
      occupancyGrid({ from: w.gridFrom, to: addCalendarDays(w.gridFrom, nights), resortIds: [w.resortId] });
    const b = newBench("in process, use cases");
    b.add("create", () => rolledBack(create));
    b.add("quote", () => quote());
    b.add("reloadPrice", () => rolledBack(reload));
    await b.run();
    const s: Suite = { name: b.name!, bench: b };
    record("in process: create (priced, 2 rooms, 4 guests; rolled back)", NaN, size, latency(s, "create")?.p50);
    record("in process: quote (2 rooms, 4 guests)", NaN, size, latency(s, "quote")?.p50);
    record("in process: reloadPrice (rolled back)", NaN, size, latency(s, "reloadPrice")?.p50);
    const floors: [string, () => Promise<unknown>, boolean][] = [
      ["create", create, true],
      ["quote", quote, false],
      ["reloadPrice", reload, true],
      ["availability, 14 nights", availabilityOf, false],
      ["grid, 31 nights", gridOf(31), false],
      ["grid, 62 nights", gridOf(62), false],
    ];
    for (const [name, work, writes] of floors) {
      const floor = await rawFloor(d, work, { writes });
      record(`raw SQL: ${name}, the same statements`, NaN, size, median(floor.times), floor.statements);
    }
  } finally {
    useDatabase(undefined);
  }
}

/** A 364-night stay on a room of its own in the size's resort (through the booking use case). */
async function addLongStay(d: Database, w: Window): Promise<number> {
  useDatabase(d);
  try {
    const type = await d.prisma.roomType.findFirstOrThrow({ where: { resortId: w.resortId }, select: { id: true } });
    const room =
      (await d.prisma.room.findFirst({ where: { resortId: w.resortId, name: "LONG" }, select: { id: true } })) ??
      (await transactionOn(d.prisma, (tx) =>
        seedRoom(tx, { resortId: w.resortId }, { name: "LONG", roomTypeId: type.id, beds: 2 }, 9999),
      ));
    const customer = await d.prisma.customer.findFirstOrThrow({ select: { id: true } });
    const from = addCalendarDays(w.stayFrom, -200);
    const b = await createBooking(
      {
        type: "resort",
        resortId: w.resortId,
        dateFrom: from,
        dateTo: addCalendarDays(from, 364),
        customerId: customer.id,
        state: "confirmed",
        rooms: [{ roomId: room.id, guests: [customer.id] }],
      },
      ADMIN_PRINCIPAL,
    );
    return b.id;
  } finally {
    useDatabase(undefined);
  }
}

async function removeLongStay(d: Database, bookingId: number) {
  useDatabase(d);
  try {
    await transitionBooking({ bookingId, action: "cancell", reason: "bench" }, ADMIN_PRINCIPAL);
  } finally {
    useDatabase(undefined);
  }
}

/** Over HTTP against the server on this size's data. */
async function overHttp(w: Window, size: number, fresh: Fresh) {
  const cookie = await browserCookie("admin@demo.test");
  const write = { cookie, origin: BASE, "content-type": "application/json" };
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${BASE}${path}`, { headers: { cookie, ...headers }, redirect: "manual" });
  const timers = new Map<string, ReturnType<typeof appTimer>>();
  const b = newBench(`over HTTP`);
  /** a task whose answer must have `status`; its Server-Timing is kept for the statements */
  const task = (name: string, status: number, call: () => Promise<Response>, beforeAll?: () => Promise<void>) => {
    const timer = appTimer();
    timers.set(name, timer);
    b.add(
      name,
      async () => {
        const res = await call();
        if (res.status !== status)
          throw new Error(`${name} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
        await res.arrayBuffer();
        timer.record(res);
      },
      { beforeAll },
    );
  };
  const stayTo = addCalendarDays(w.stayFrom, 14);
  const gridPath = `/api/rooms/occupancy?from=${w.gridFrom}&to=${addCalendarDays(w.gridFrom, 31)}&resortId=${w.resortId}`;
  task("GET /version (floor)", 200, () => fetch(`${BASE}/version`));
  task("GET /api/users/self (floor, signed in)", 200, () => get("/api/users/self"));
  task("availability", 200, () =>
    get(`/api/rooms/available/${w.resortId}?type=resort&dateFrom=${w.stayFrom}&dateTo=${stayTo}`),
  );
  // the opt-in compact form (each room one row of values), beside the object form agencies read
  task("availability, compact", 200, () =>
    get(`/api/rooms/available/${w.resortId}?type=resort&dateFrom=${w.stayFrom}&dateTo=${stayTo}&compact=true`),
  );
  task("grid, 31 nights", 200, () => get(gridPath));
  // the tag is taken right before each phase: the warm-up runs every task, the creates below
  // included, and a create changes the grid (a tag taken once at the start was stale by then)
  let etag = "";
  const takeTag = async () => void (etag = (await get(gridPath)).headers.get("etag") ?? "");
  await takeTag();
  if (etag) task("grid, 31 nights, repeat with its ETag", 304, () => get(gridPath, { "if-none-match": etag }), takeTag);

  let k = 0;
  const made: number[] = [];
  const totals: string[] = [];
  const bodyFor = (n: number) => stayBody(w, fresh, n);
  const createTimer = appTimer();
  timers.set("create (priced, 2 rooms, 4 guests)", createTimer);
  b.add("create (priced, 2 rooms, 4 guests)", async () => {
    const res = await fetch(`${BASE}/api/bookings`, {
      method: "POST",
      headers: write,
      body: JSON.stringify(bodyFor(k++)),
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const made1 = (await res.json()) as { id: number; total: string };
    made.push(made1.id);
    totals.push(made1.total);
    createTimer.record(res);
  });
  task("quote (2 rooms, 4 guests)", 200, () =>
    fetch(`${BASE}/api/bookings/quote`, { method: "POST", headers: write, body: JSON.stringify(bodyFor(k + 7)) }),
  );
  let j = 0;
  task("reloadPrice", 200, () =>
    fetch(`${BASE}/api/bookings/${made[j++ % made.length]}/reloadPrice`, {
      method: "POST",
      headers: write,
      body: "{}",
    }),
  );
  task("booking read (GET /api/bookings/{id})", 200, () => get(`/api/bookings/${made[j++ % made.length]}`));
  const page = newBench("page");
  page.add("/booking/{id}, first byte", async () => {
    const res = await get(`/booking/${made[j++ % made.length]}`);
    if (res.status !== 200) throw new Error(`/booking/{id} answered ${res.status}`);
    await res.body?.cancel(); // the first byte is in: fetch resolves on the response head
  });
  await b.run();
  await page.run();
  const s: Suite = { name: b.name!, bench: b };
  const floor = latency(s, "GET /version (floor)")?.p50;
  const targets: Record<string, number> = {
    availability: 15,
    "availability, compact": 15,
    "grid, 31 nights": 20,
    "grid, 31 nights, repeat with its ETag": 5,
    "create (priced, 2 rooms, 4 guests)": 25,
    reloadPrice: 20,
    "quote (2 rooms, 4 guests)": 20,
    "GET /version (floor)": NaN,
    "GET /api/users/self (floor, signed in)": NaN,
  };
  for (const t of b.tasks)
    record(
      `HTTP: ${t.name}`,
      targets[t.name] ?? NaN,
      size,
      latency(s, t.name)?.p50,
      timers.get(t.name)?.statements(),
      timers.get(t.name)?.shares(),
    );
  record(
    "HTTP: /booking/{id}, first byte",
    60,
    size,
    latency({ name: "", bench: page }, "/booking/{id}, first byte")?.p50,
  );
  record("HTTP: the floor (GET /version) in each figure above", NaN, size, floor);
  const unpriced = totals.filter((t) => Number(t) === 0).length;
  if (unpriced) console.log(`  warning: ${unpriced} of ${totals.length} creates have no price`);
  return made;
}

/** 20 clients at once for 10 s: availability, quote, booking read and create, round robin. */
async function underLoad(w: Window, made: number[], label: string, fresh: Fresh) {
  const { customers } = fresh;
  const cookie = await browserCookie("admin@demo.test");
  const write = { cookie, origin: BASE, "content-type": "application/json" };
  const stayTo = addCalendarDays(w.stayFrom, 14);
  const totals: number[] = [];
  const apps: number[] = [];
  let n = 0;
  // after this run's other creates (each pair of rooms takes 3 days per round: a few rounds a run);
  // the next run cancels them all (freshOf) and books the same days again
  const base = addCalendarDays(fresh.freeFrom, 90);
  const calls: (() => Promise<Response>)[] = [
    () =>
      fetch(`${BASE}/api/rooms/available/${w.resortId}?type=resort&dateFrom=${w.stayFrom}&dateTo=${stayTo}`, {
        headers: { cookie },
      }),
    () =>
      fetch(`${BASE}/api/bookings/quote`, {
        method: "POST",
        headers: write,
        body: JSON.stringify({
          type: "resort",
          resortId: w.resortId,
          dateFrom: w.stayFrom,
          dateTo: addCalendarDays(w.stayFrom, 3),
          rooms: [{ roomId: w.roomIds[0], guests: [customers[0], customers[1]] }],
        }),
      }),
    () => fetch(`${BASE}/api/bookings/${made[n % made.length]}`, { headers: { cookie } }),
    () => {
      const i = n++;
      const from = addCalendarDays(base, Math.floor(i / w.roomIds.length) * 3);
      return fetch(`${BASE}/api/bookings`, {
        method: "POST",
        headers: write,
        body: JSON.stringify({
          type: "resort",
          resortId: w.resortId,
          dateFrom: from,
          dateTo: addCalendarDays(from, 2),
          customerId: customers[i % customers.length],
          state: "confirmed",
          rooms: [{ roomId: w.roomIds[i % w.roomIds.length], guests: [customers[i % customers.length]] }],
        }),
      });
    },
  ];
  const until = performance.now() + 10_000;
  let failed = 0;
  const client = async (c: number) => {
    for (let r = c; performance.now() < until; r++) {
      const t0 = performance.now();
      const res = await calls[r % calls.length]();
      await res.arrayBuffer();
      totals.push(performance.now() - t0);
      if (res.status >= 300) failed++;
      const app = Number(/app;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
      if (Number.isFinite(app)) apps.push(app);
    }
  };
  await Promise.all(Array.from({ length: 20 }, (_, c) => client(c)));
  console.log(
    `\n20 clients at once for 10 s (${label}): ${totals.length} requests, ${failed} refused; p50 ${median(totals).toFixed(1)} ms, ` +
      `p95 ${pct(totals, 0.95).toFixed(1)} ms; in the app: p50 ${median(apps).toFixed(1)} ms, p95 ${pct(apps, 0.95).toFixed(1)} ms`,
  );
  return { p50: median(totals), p95: pct(totals, 0.95) };
}

export async function scaleSuites(buildOk: () => boolean) {
  const kind = BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite (embedded)";
  const places = new Map<number, { place: Place; window: Window }>();
  for (const size of SIZES) {
    const place = await placeOf(size);
    places.set(size, { place, window: await prepare(place, size) });
  }
  // BENCH_PREPARE_ONLY=1: make the data sets now (minutes each), measure later
  if (process.env.BENCH_PREPARE_ONLY) return;
  // BENCH_IN_PROCESS_ONLY=1: the in-process figures and the raw-SQL times, no server (no build needed)
  const overHttpToo = !process.env.BENCH_IN_PROCESS_ONLY;
  if (overHttpToo && !buildOk()) throw new Error("build failed");
  const largest = Math.max(...SIZES);
  let load: { p50: number; p95: number } | undefined;
  for (const size of SIZES) {
    const { place, window: w } = places.get(size)!;
    console.log(
      `\n${place.label} (${w.bookings} in the database), ${kind}: window ${w.stayFrom}, ${w.roomIds.length} rooms`,
    );
    const d = await open(place);
    let fresh: Fresh;
    try {
      fresh = await freshOf(d, w);
      await inProcess(d, w, size);
      await inProcessWrites(d, w, size, fresh);
      if (size === largest) {
        const long = await addLongStay(d, w);
        try {
          await inProcess(d, w, size, "with a year-long stay");
        } finally {
          await removeLongStay(d, long);
        }
      }
    } finally {
      await d.close();
    }
    if (!overHttpToo) continue;
    const { child } = await startServer(place.url ? { databaseUrl: place.url } : { dataDir: place.dataDir });
    try {
      const made = await overHttp(w, size, fresh);
      if (size === largest) load = await underLoad(w, made, place.label, fresh);
    } finally {
      await stopServer(child);
    }
  }
  printTable(largest, kind, load);
}

function printTable(largest: number, kind: string, load?: { p50: number; p95: number }) {
  const smallest = Math.min(...SIZES);
  console.log(`\nissue 43 on ${kind}: medians in ms by size; targets and the growth (largest / smallest, target 1.2x)`);
  console.table(
    [...rows.values()].map((r) => {
      const out: Record<string, string | number> = { figure: r.figure };
      for (const size of SIZES) out[`${size / 1000}k`] = Number((r.bySize.get(size) ?? NaN).toFixed(1));
      const top = r.bySize.get(largest) ?? NaN;
      out.target = Number.isNaN(r.target) ? "" : `< ${r.target}`;
      out.met = Number.isNaN(r.target) ? "" : top < r.target ? "yes" : "no";
      out.growth = `${(top / (r.bySize.get(smallest) ?? NaN)).toFixed(2)}x`;
      if (r.statements !== undefined) out.statements = r.statements;
      // over HTTP: of the figure, the time in the app (Server-Timing) and of that the database's
      if (r.shares) {
        out["in app"] = Number(r.shares.app.toFixed(1));
        out["of it db"] = Number(r.shares.db.toFixed(1));
      }
      return out;
    }),
  );
  for (const f of ["availability, 14 nights", "grid, 31 nights", "grid, 62 nights"]) {
    const plain = rows.get(`in process: ${f}`)?.bySize.get(largest);
    const long = rows.get(`in process: ${f} (with a year-long stay)`)?.bySize.get(largest);
    if (plain && long)
      console.log(`  a year-long stay in the data, ${f}: ${(long / plain).toFixed(2)}x (target within 1.2x)`);
  }
  if (load) console.log(`  20 clients: p95 ${load.p95.toFixed(1)} ms (target: within 2x of the embedded database's)`);
  console.log(
    "  statement budgets: create at most 8, reloadPrice and quote at most 6, reads at most 3 (the statements column)",
  );
  console.log(
    "  'in app': the median time the route wrapper and handler took (Server-Timing), 'of it db' waiting for the" +
      " database; the rest of an HTTP figure is Next.js, HTTP and the client. 'raw SQL' rows: the same statements" +
      " sent through a bare driver adapter (bench/raw-floor.ts), the database's own time for the work",
  );
}
