// The benchmark data set (npm run db:seed -- --scale large): about 500 rooms and cabins, 50,000
// customers and 100,000 bookings over 5 years, written with set-based SQL so it loads in well
// under 3 minutes on PGlite. Every stay respects the no-overbooking constraints. A smaller size
// (the bench's 20,000 and 60,000, issue 43) is the same generator with less history: the data
// ends on the same day two years ahead, it starts later (the 20,000 about a year before the end),
// so a window in the last year holds the same bookings at every size and only the history grows.
import { addCalendarDays, todayIn } from "../../lib/core/dates";
import type { PrismaClient } from "../../lib/core/db";
import { seedBedType, seedResort, seedVessel } from "./factories";

const TARGET_CUSTOMERS = 50_000;
// two resorts of 200 rooms: the availability target is a 14-night search over 200 rooms
const RESORTS = 2;
const ROOMS_PER_RESORT = 200;
const VESSELS = 3;
const STAY_SLOT_DAYS = 9; // each resort room gets one stay per 9-day slot, 2 to 8 nights long
const SLOTS_PER_ROOM = 200; // 200 x 9 days: about 5 years
const CRUISE_DAYS = 8; // 7 nights at sea, one day in port
const SCHEDULES_PER_VESSEL = 228;
/** The full size's bookings: 400 rooms x 200 slots + 3 vessels x 228 departures x 32 cabin parts. */
export const LARGE_BOOKINGS = RESORTS * ROOMS_PER_RESORT * SLOTS_PER_ROOM + VESSELS * SCHEDULES_PER_VESSEL * 32;

const FIRST = [
  "Anna",
  "Ben",
  "Clara",
  "David",
  "Emma",
  "Felix",
  "Greta",
  "Hugo",
  "Ida",
  "Jonas",
  "Kira",
  "Leon",
  "Mia",
  "Noah",
  "Olga",
  "Paul",
  "Rosa",
  "Sam",
  "Tara",
  "Urs",
  "Vera",
  "Will",
  "Xenia",
  "Yuki",
  "Zoe",
  "Aiko",
  "Bruno",
  "Carmen",
  "Diego",
  "Elif",
];
const LAST = [
  "Meyer",
  "Schmidt",
  "Müller",
  "Smith",
  "Jones",
  "Tanaka",
  "Rossi",
  "Garcia",
  "Dubois",
  "Novak",
  "Jensen",
  "Kowalski",
  "Silva",
  "Nguyen",
  "Haddad",
  "Larsen",
  "Okafor",
  "Berg",
  "Costa",
  "Wagner",
  "Brown",
  "Lopez",
  "Santos",
  "Kim",
  "Ivanova",
  "Fischer",
  "Moreau",
  "Bianchi",
  "Nakamura",
  "Olsen",
  "Petrov",
  "Quinn",
  "Reyes",
];
const COUNTRIES = ["DE", "AT", "CH", "GB", "US", "NL", "FR", "IT", "ES", "JP", "AU", "PH", "SE", "NO", "DK"];

const sqlList = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(",")}]`;

/** `bookings`: about how many (default the full size, LARGE_BOOKINGS); customers scale with them. */
export async function seedLarge(db: PrismaClient, o: { bookings?: number } = {}): Promise<string> {
  if (await db.booking.findFirst({ where: { bookingNo: { startsWith: "L" } }, select: { id: true } }))
    return "large data: already there";
  const t0 = performance.now();
  const share = Math.min(1, (o.bookings ?? LARGE_BOOKINGS) / LARGE_BOOKINGS);
  const slotsPerRoom = Math.max(1, Math.round(SLOTS_PER_ROOM * share));
  const schedulesPerVessel = Math.max(1, Math.round(SCHEDULES_PER_VESSEL * share));
  const targetCustomers = Math.round(TARGET_CUSTOMERS * share);
  const today = todayIn("Europe/Berlin");
  // every size ends where the full one does: a smaller one starts later
  const start = addCalendarDays(today, -3 * 365 + (SLOTS_PER_ROOM - slotsPerRoom) * STAY_SLOT_DAYS);
  const cruiseStart = addCalendarDays(today, -3 * 365 + (SCHEDULES_PER_VESSEL - schedulesPerVessel) * CRUISE_DAYS);
  const run = (sql: string) => db.$executeRawUnsafe(sql);

  // inventory: 4 resorts x 100 rooms, 3 vessels x 24 cabins (16 double, 8 shared quads)
  const bed = await seedBedType(db, { key: "double", name: "Double bed", sleeps: 2 });
  const bunk = await seedBedType(db, { key: "bunk", name: "Bunk bed", sleeps: 1 });
  const resortIds: number[] = [];
  for (let r = 1; r <= RESORTS; r++) {
    const per = ROOMS_PER_RESORT / 4;
    const rooms = (prefix: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `${prefix + i + 1}`, beds: 2, bedTypeId: bed.id, double: true }));
    const { resort } = await seedResort(db, {
      name: `Bench Resort ${r}`,
      code: `BR${r}`,
      roomTypes: [
        { name: "Garden Double", key: "GDN", rooms: rooms(100, per * 2) },
        { name: "Sea Double", key: "SEA", rooms: rooms(300, per) },
        { name: "Villa", key: "VIL", rooms: rooms(500, per) },
      ],
    });
    resortIds.push(resort.id);
  }
  const vesselIds: number[] = [];
  for (let v = 1; v <= VESSELS; v++) {
    const { vessel } = await seedVessel(db, {
      name: `Bench Vessel ${v}`,
      code: `BV${v}`,
      decks: ["Lower", "Upper"],
      cabinTypes: [
        {
          name: "Double",
          key: "DBL",
          cabins: Array.from({ length: 16 }, (_, i) => ({
            name: `D${i + 1}`,
            beds: 2,
            double: true,
            bedTypeId: bed.id,
            deck: i % 2,
          })),
        },
        {
          name: "Shared Quad",
          key: "QAD",
          maxNoOfPax: 4,
          cabins: Array.from({ length: 8 }, (_, i) => ({
            name: `Q${i + 1}`,
            beds: 4,
            allowSharedRoom: true,
            bedTypeId: bunk.id,
            deck: 0,
          })),
        },
      ],
    });
    const tour = await db.tour.create({
      data: { name: `Bench Cruise ${v}`, code: `BC${v}`, vesselId: vessel.id, nights: 7 },
    });
    await run(`INSERT INTO "Schedule" ("tourId", "vesselId", "from", "to", "status", "updatedAt")
      SELECT ${tour.id}, ${vessel.id}, DATE '${cruiseStart}' + k * ${CRUISE_DAYS}, DATE '${cruiseStart}' + k * ${CRUISE_DAYS} + 7, 'active', now()
      FROM generate_series(0, ${schedulesPerVessel - 1}) k`);
    vesselIds.push(vessel.id);
  }

  // customers
  const have = await db.customer.count();
  await run(`INSERT INTO "Customer" ("firstName", "lastName", "fullName", "gender", "email", "country", "nationality", "city", "birthday", "customerType", "updatedAt")
    SELECT f, l, f || ' ' || l, (ARRAY['m','f','u']::"Gender"[])[1 + i % 3], lower(f || '.' || l || '.' || i || '@bench.example'), c, c,
           'City ' || (i % 500), DATE '1950-01-01' + (i * 37) % 20000, 'Direct', now()
    FROM generate_series(1, ${Math.max(0, targetCustomers - have)}) i,
         LATERAL (SELECT (${sqlList(FIRST)})[1 + i % ${FIRST.length}] AS f,
                         (${sqlList(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] AS l,
                         (${sqlList(COUNTRIES)})[1 + i % ${COUNTRIES.length}] AS c) names`);
  const { min: firstCustomer } = (
    await db.$queryRawUnsafe<{ min: number }[]>(`SELECT min(id)::int AS min FROM "Customer"`)
  )[0];
  const customers = Math.max(targetCustomers, 1);
  const agencies = await db.agency.findMany({ select: { id: true } });

  // the slots every booking fills: resort room stays and cabin (or half-cabin) cruises
  await run(`DROP TABLE IF EXISTS large_slot`);
  await run(`CREATE TEMP TABLE large_slot (n serial PRIMARY KEY, room_id int, resort_id int, vessel_id int, tour_id int, schedule_id int,
    d_from date, d_to date, beds int[], exclusive boolean, pax int)`);
  await run(`INSERT INTO large_slot (room_id, resort_id, d_from, d_to, beds, exclusive, pax)
    SELECT r.id, r."resortId", s.d_from, s.d_from + (2 + (r.id * 7 + k * 13) % 7), beds.ids, true, 2
    FROM "Room" r
    JOIN LATERAL (SELECT array_agg(b.id ORDER BY b.id) ids FROM "Bed" b WHERE b."roomId" = r.id) beds ON true
    CROSS JOIN generate_series(0, ${slotsPerRoom - 1}) k
    CROSS JOIN LATERAL (SELECT DATE '${start}' + k * ${STAY_SLOT_DAYS} + (r.id % 2) AS d_from) s
    WHERE r."resortId" IN (${resortIds.join(",")})`);
  // double cabins are booked whole; shared quads by two parties of two
  await run(`INSERT INTO large_slot (room_id, vessel_id, tour_id, schedule_id, d_from, d_to, beds, exclusive, pax)
    SELECT r.id, s."vesselId", s."tourId", s.id, s."from", s."to", part.ids, NOT r."allowSharedRoom", cardinality(part.ids)
    FROM "Schedule" s
    JOIN "Room" r ON r."vesselId" = s."vesselId"
    JOIN LATERAL (SELECT array_agg(b.id ORDER BY b.id) ids, count(*) n FROM "Bed" b WHERE b."roomId" = r.id) allbeds ON true
    CROSS JOIN LATERAL (
      SELECT allbeds.ids AS ids WHERE NOT r."allowSharedRoom"
      UNION ALL SELECT allbeds.ids[1:2] WHERE r."allowSharedRoom"
      UNION ALL SELECT allbeds.ids[3:4] WHERE r."allowSharedRoom"
    ) part
    WHERE s."vesselId" IN (${vesselIds.join(",")})`);

  // the customers' summary is computed once after the bulk load, not per row by its triggers
  await run(`ALTER TABLE "Booking" DISABLE TRIGGER customer_stats_booking`);
  await run(`ALTER TABLE "BookingGuest" DISABLE TRIGGER customer_stats_guest`);
  // bookings: past ones mostly resolved, some cancelled; future ones confirmed or offers
  await run(`INSERT INTO "Booking" ("bookingNo", "type", "state", "resolved", "resortId", "vesselId", "tourId", "scheduleId", "customerId",
      "agencyId", "dateFrom", "dateTo", "noOfPax", "currency", "total", "bookingDate", "reservationDate", "cancelationDate", "updatedAt")
    SELECT 'L' || lpad(n::text, 7, '0'),
      CASE WHEN resort_id IS NULL THEN 'vessel' ELSE 'resort' END::"BookingType",
      st.state::"BookingState", st.state = 'resolved', resort_id, vessel_id, tour_id, schedule_id,
      ${firstCustomer} + (n * 7919) % ${customers},
      ${agencies.length ? `CASE WHEN n % 5 = 0 THEN (ARRAY[${agencies.map((a) => a.id).join(",")}])[1 + n % ${agencies.length}] END` : "NULL"},
      d_from, d_to, pax, CASE WHEN n % 4 = 0 THEN 'USD' ELSE 'EUR' END,
      ((d_to - d_from) * pax * (90 + n % 60))::numeric(12,2),
      (d_from - (20 + n % 150))::timestamp, (d_from - (20 + n % 150))::timestamp,
      CASE WHEN st.state = 'aborted' THEN (d_from - 10)::timestamp END, now()
    FROM large_slot
    CROSS JOIN LATERAL (SELECT CASE
      WHEN n % 20 = 0 THEN 'aborted'
      WHEN d_to < DATE '${today}' THEN 'resolved'
      WHEN n % 7 = 0 THEN 'draft'
      ELSE 'confirmed' END AS state) st`);
  await run(`INSERT INTO "BookingRoom" ("bookingId", "roomId", "dateFrom", "dateTo", "noOfPax", "exclusive", "active", "sort")
    SELECT b.id, s.room_id, s.d_from, s.d_to, s.pax, s.exclusive, b.state <> 'aborted', 0
    FROM large_slot s JOIN "Booking" b ON b."bookingNo" = 'L' || lpad(s.n::text, 7, '0')`);
  await run(`INSERT INTO "BookingBed" ("bookingRoomId", "bedId", "dateFrom", "dateTo", "active")
    SELECT br.id, unnest(s.beds), s.d_from, s.d_to, br.active
    FROM large_slot s JOIN "Booking" b ON b."bookingNo" = 'L' || lpad(s.n::text, 7, '0') JOIN "BookingRoom" br ON br."bookingId" = b.id`);
  await run(`INSERT INTO "BookingGuest" ("bookingId", "bookingRoomId", "customerId", "isMain", "sort")
    SELECT b.id, br.id, ${firstCustomer} + ((s.n * 7919 + g * 104729) % ${customers}), g = 0, g
    FROM large_slot s JOIN "Booking" b ON b."bookingNo" = 'L' || lpad(s.n::text, 7, '0') JOIN "BookingRoom" br ON br."bookingId" = b.id
    CROSS JOIN generate_series(0, s.pax - 1) g
    ON CONFLICT DO NOTHING`);
  await run(`ALTER TABLE "Booking" ENABLE TRIGGER customer_stats_booking`);
  await run(`ALTER TABLE "BookingGuest" ENABLE TRIGGER customer_stats_guest`);
  await run(`SELECT customer_stats_refresh(ARRAY(SELECT id FROM "Customer"))`);
  const bookings = (await db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM large_slot`))[0].n;
  await run(`DROP TABLE large_slot`);
  await run(`ANALYZE`);
  const rooms = await db.room.count();
  return `large data: ${rooms} rooms and cabins, ${await db.customer.count()} customers, ${bookings} bookings in ${Math.round((performance.now() - t0) / 1000)} s`;
}
