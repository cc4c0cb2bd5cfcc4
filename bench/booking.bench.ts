// The booking engine's three speed targets on the large data set (issue 10), each printed beside
// its target and beside the raw-SQL time of the same work as a yardstick:
// - availability of a resort for a 14-night stay over 200 rooms, over HTTP (median < 10 ms)
// - creating a booking with 2 rooms and 4 guests, history included, over HTTP (median < 15 ms)
// - the booking list, page of 25 filtered by state and dates (median < 20 ms, within 1.5x raw SQL)
// and issue 11's: reloadPrice of such a booking over HTTP (median < 20 ms).
import { addCalendarDays } from "../lib/core/dates";
import type { Database } from "../lib/db/open";
import { useDatabase } from "../lib/db/client";
import { availability } from "../lib/domain/booking/availability";
import { listBookings } from "../lib/domain/booking/list-bookings";
import { appTimer, BASE, browserCookie, budgetNote, latency, newBench, statementCounter, type Suite } from "./harness";

export type BookingBenchData = {
  resortId: number;
  roomIds: number[];
  customerIds: number[];
  /** a 14-night stay inside the data set */
  stayFrom: string;
  /** the first day after every seeded stay: new bookings go there */
  freeFrom: string;
  listFrom: string;
  listTo: string;
  bookings: number;
};

/** The largest resort and the dates the suites use, read from the benchmark database. */
export async function bookingBenchData(d: Database): Promise<BookingBenchData> {
  const [r] = await d.prisma.$queryRawUnsafe<{ resortId: number; n: number }[]>(
    `SELECT "resortId", count(*)::int n FROM "Room" WHERE "resortId" IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
  );
  const rooms = await d.prisma.room.findMany({
    where: { resortId: r.resortId },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  const customers = await d.prisma.customer.findMany({ select: { id: true }, take: 400, orderBy: { id: "desc" } });
  const [span] = await d.prisma.$queryRawUnsafe<{ lo: Date; hi: Date }[]>(
    `SELECT min("dateFrom") lo, max("dateTo") hi FROM "Booking"`,
  );
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  const mid = addCalendarDays(iso(span.lo), Math.floor((span.hi.getTime() - span.lo.getTime()) / 86_400_000 / 2));
  return {
    resortId: r.resortId,
    roomIds: rooms.map((x) => x.id),
    customerIds: customers.map((c) => c.id),
    stayFrom: mid,
    freeFrom: addCalendarDays(iso(span.hi), 30),
    listFrom: mid,
    listTo: addCalendarDays(mid, 30),
    bookings: await d.prisma.booking.count(),
  };
}

/** In process: the booking list through the use case next to the same query as raw SQL. */
export async function bookingListSuites(d: Database, data: BookingBenchData): Promise<Suite[]> {
  useDatabase(d);
  const filter = { state: "confirmed", dateFrom: data.listFrom, dateTo: data.listTo };
  const list = newBench(
    `booking list: page of 25, state confirmed, stays overlapping ${data.listFrom}..${data.listTo}, ${data.bookings} bookings`,
  );
  list.add("use case (GET /api/bookings)", async () => {
    await listBookings({ kind: "all" }, { page: 1, size: 25, order: "asc", filter }, { showCustomers: true });
  });
  // The yardstick binds the filter's values as the use case does (they come from the request).
  // With the state written into the text as a literal the planner knows it when it plans once
  // and keeps that plan; bound, it plans the eight-table join on every call. Both are printed.
  const rawList = (where: string, values: unknown[]) =>
    Promise.all([
      d.prisma.$queryRawUnsafe(
        `SELECT b.*, c."fullName", a.name AS agency, r.name AS resort, t.name AS tour, v.name AS vessel, cat.name AS category, s.name AS source
         FROM "Booking" b LEFT JOIN "Customer" c ON c.id = b."customerId" LEFT JOIN "Agency" a ON a.id = b."agencyId"
         LEFT JOIN "Resort" r ON r.id = b."resortId" LEFT JOIN "Tour" t ON t.id = b."tourId" LEFT JOIN "Vessel" v ON v.id = b."vesselId"
         LEFT JOIN "BookingCategory" cat ON cat.id = b."categoryId" LEFT JOIN "BookingSource" s ON s.id = b."sourceId"
         WHERE ${where} ORDER BY b."dateFrom" DESC, b.id DESC LIMIT 25`,
        ...values,
      ),
      d.prisma.$queryRawUnsafe(`SELECT count(*) FROM "Booking" b WHERE ${where}`, ...values),
    ]);
  const overlap = `b."dateTo" > $1::date AND b."dateFrom" <= $2::date`;
  list.add("raw SQL, same query", async () => {
    await rawList(`b.state = $3::"BookingState" AND ${overlap}`, [data.listFrom, data.listTo, filter.state]);
  });
  list.add("raw SQL, state as a literal", async () => {
    await rawList(`b.state = 'confirmed' AND ${overlap}`, [data.listFrom, data.listTo]);
  });
  await list.run();
  // the availability's yardstick: the use case in process and its two queries as raw SQL
  const stayTo = addCalendarDays(data.stayFrom, 14);
  const yard = newBench(`resort availability in process: 14 nights, ${data.roomIds.length} rooms (yardstick)`);
  const availStatements = statementCounter();
  yard.add("availability, use case in process", async () => {
    await availStatements.run(() =>
      availability(data.resortId, { type: "resort", dateFrom: data.stayFrom, dateTo: stayTo }),
    );
  });
  yard.add("availability, raw SQL (rooms, held rooms, blockers)", async () => {
    await d.prisma.$queryRawUnsafe(
      `SELECT r.id, r.name, (SELECT json_agg(b.id) FROM "Bed" b WHERE b."roomId" = r.id) beds FROM "Room" r WHERE r."resortId" = $1`,
      data.resortId,
    );
    await d.prisma.$queryRawUnsafe(
      `SELECT br."roomId", br.exclusive FROM "BookingRoom" br JOIN "Room" r ON r.id = br."roomId"
       WHERE br.active AND r."resortId" = $1 AND daterange(br."dateFrom", br."dateTo", '[)') && daterange($2::date, $3::date, '[)')`,
      data.resortId,
      data.stayFrom,
      stayTo,
    );
    await d.prisma.$queryRawUnsafe(
      `SELECT "roomId" FROM "RoomBlocker" WHERE "from" < $2::date AND "to" > $1::date`,
      data.stayFrom,
      stayTo,
    );
  });
  await yard.run();
  useDatabase(undefined);
  const suite: Suite = {
    name: list.name!,
    bench: list,
    notes: () => {
      const engine = latency(suite, "use case (GET /api/bookings)")?.p50 ?? NaN;
      const raw = latency(suite, "raw SQL, same query")?.p50 ?? NaN;
      const literal = latency(suite, "raw SQL, state as a literal")?.p50 ?? NaN;
      return [
        `targets: median under 20 ms, within 1.5x of raw SQL -> use case ${engine.toFixed(1)} ms, raw ${raw.toFixed(1)} ms, ratio ${(engine / raw).toFixed(2)}x`,
        `  (raw SQL with the state written in as a literal: ${literal.toFixed(1)} ms, ratio ${(engine / literal).toFixed(2)}x)`,
      ];
    },
  };
  return [
    suite,
    {
      name: yard.name!,
      bench: yard,
      notes: () => [`${availStatements.note("availability in process, statements per call")} (budget over HTTP: 3)`],
    },
  ];
}

/** Over HTTP against the running server: availability and creating bookings. */
export async function bookingHttpSuites(data: BookingBenchData): Promise<Suite[]> {
  const cookie = await browserCookie("admin@demo.test");
  const stayTo = addCalendarDays(data.stayFrom, 14);
  const avail = newBench(
    `resort availability: 14 nights from ${data.stayFrom}, ${data.roomIds.length} rooms, over HTTP`,
  );
  const [availApp, createApp, reloadApp] = [appTimer(), appTimer(), appTimer()];
  avail.add("GET /api/rooms/available/{id}", async () => {
    const res = await fetch(
      `${BASE}/api/rooms/available/${data.resortId}?type=resort&dateFrom=${data.stayFrom}&dateTo=${stayTo}`,
      { headers: { cookie } },
    );
    if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
    await res.arrayBuffer();
    availApp.record(res);
  });
  await avail.run();

  // each booking takes two rooms for two nights after the data set's last stay; never the same
  let i = 0;
  const made: number[] = [];
  const pairs = Math.floor(data.roomIds.length / 2);
  const create = newBench(`create a booking: 2 rooms, 4 guests, history included, over HTTP`);
  create.add("POST /api/bookings", async () => {
    const k = i++;
    const from = addCalendarDays(data.freeFrom, Math.floor(k / pairs) * 3);
    const g = (n: number) => data.customerIds[(k * 4 + n) % data.customerIds.length];
    const res = await fetch(`${BASE}/api/bookings`, {
      method: "POST",
      // a browser's write carries its Origin; the CSRF check refuses a cookie session without it
      headers: { cookie, origin: BASE, "content-type": "application/json" },
      body: JSON.stringify({
        type: "resort",
        resortId: data.resortId,
        dateFrom: from,
        dateTo: addCalendarDays(from, 2),
        customerId: g(0),
        state: "confirmed",
        rooms: [
          { roomId: data.roomIds[(k % pairs) * 2], guests: [g(0), g(1)] },
          { roomId: data.roomIds[(k % pairs) * 2 + 1], guests: [g(2), g(3)] },
        ],
      }),
    });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    made.push(((await res.json()) as { id: number }).id);
    createApp.record(res);
  });
  await create.run();

  // issue 11: the price of a booking read again and stored (two rooms, four guests, history included)
  let j = 0;
  const reload = newBench(`reloadPrice: 2 rooms, 4 guests, lines stored, history included, over HTTP`);
  reload.add("POST /api/bookings/{id}/reloadPrice", async () => {
    const id = made[j++ % made.length];
    const res = await fetch(`${BASE}/api/bookings/${id}/reloadPrice`, {
      method: "POST",
      headers: { cookie, origin: BASE, "content-type": "application/json" },
      body: "{}",
    });
    if (res.status !== 200) throw new Error(`reloadPrice answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    await res.arrayBuffer();
    reloadApp.record(res);
  });
  await reload.run();

  const availSuite: Suite = {
    name: avail.name!,
    bench: avail,
    notes: () => [
      `target: median under 10 ms -> ${(latency(availSuite, "GET /api/rooms/available/{id}")?.p50 ?? NaN).toFixed(1)} ms`,
      availApp.note(),
      budgetNote(availApp, 3),
    ],
  };
  const createSuite: Suite = {
    name: create.name!,
    bench: create,
    notes: () => [
      `target: median under 15 ms -> ${(latency(createSuite, "POST /api/bookings")?.p50 ?? NaN).toFixed(1)} ms`,
      createApp.note(),
      budgetNote(createApp, 8),
    ],
  };
  const reloadSuite: Suite = {
    name: reload.name!,
    bench: reload,
    notes: () => [
      `target: median under 20 ms -> ${(latency(reloadSuite, "POST /api/bookings/{id}/reloadPrice")?.p50 ?? NaN).toFixed(1)} ms`,
      reloadApp.note(),
      budgetNote(reloadApp, 6),
    ],
  };
  return [availSuite, createSuite, reloadSuite];
}
