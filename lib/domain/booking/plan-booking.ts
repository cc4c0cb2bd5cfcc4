// From a create request to what must be written: the booking's fields and its claims (rooms or
// beds with dates and guests). Loading is one set of queries for any number of requests (the
// large seed plans thousands at once); planning itself is a pure function of what was loaded, so
// one booking and a batch follow exactly the same rules.
import { calendarDate, isoDate, nightsBetween, startOfDayIn } from "../../core/dates";
import type { Gender, Tx } from "../../core/db";
import { AppError, invalidField } from "../../core/errors";
import type { BookingScope } from "./access";
import { capacityOf, claimShape, type ClaimWithGuests, type RoomInfo } from "./inventory";
import type { CreateBookingData } from "./schemas";

export const MAX_NIGHTS = 366;

export type PlanContext = {
  rooms: Map<number, RoomInfo>;
  schedules: Map<number, { id: number; tourId: number; vesselId: number; from: Date; to: Date; status: string }>;
  resorts: Map<number, { id: number; timezone: string; isActive: boolean }>;
  vessels: Map<number, { id: number; timezone: string }>;
  customers: Map<number, { gender: Gender; agencyId: number | null }>;
  /** the rooms whose rows this transaction has locked (loadPlanContext's `lock`) */
  locked: ReadonlySet<number>;
};

type Cells<T extends unknown[]> = T[];

/**
 * Everything the requests refer to, in one statement (each statement a round trip: issue 43's
 * budget): the rooms with their types and beds, departures, their vessels, resorts (the rooms'
 * too) and customers, each list one JSON text (dates as YYYY-MM-DD). `lock`: the rooms' rows are
 * locked in the same statement (in id order, as lockRooms does), for a write that checks them next.
 */
export async function loadPlanContext(
  tx: Tx,
  inputs: CreateBookingData[],
  o: { lock?: boolean } = {},
): Promise<PlanContext> {
  const uniq = (xs: (number | null | undefined)[]) => [
    ...new Set(xs.filter((x): x is number => typeof x === "number")),
  ];
  const roomIds = uniq(inputs.flatMap((i) => i.rooms.map((r) => r.roomId)));
  const scheduleIds = uniq(inputs.map((i) => i.scheduleId));
  const resortIds = uniq(inputs.map((i) => i.resortId));
  const customerIds = uniq(inputs.flatMap((i) => [i.customerId, ...i.rooms.flatMap((r) => r.guests)]));
  const lock = o.lock && roomIds.length > 0;
  const [row] = await tx.$queryRaw<
    { rooms: string; schedules: string; resorts: string; vessels: string; customers: string }[]
  >`
    WITH locked AS MATERIALIZED (
      SELECT id FROM "Room" WHERE ${lock}::boolean AND id = ANY(${roomIds}::int[]) ORDER BY id FOR UPDATE)
    SELECT
      (SELECT count(*) FROM locked) AS locked,
      (SELECT COALESCE(json_agg(json_build_object('id', r.id, 'name', r.name, 'kind', r.kind, 'resortId', r."resortId",
           'vesselId', r."vesselId", 'isActive', r."isActive", 'allowSharedRoom', r."allowSharedRoom",
           'allowMixedGender', r."allowMixedGender", 'maxNoOfPax', r."maxNoOfPax", 'defaultNoOfPax', r."defaultNoOfPax",
           'roomTypeId', r."roomTypeId", 'roomTypeKey', t.key, 'roomTypeName', t.name,
           'beds', COALESCE((SELECT json_agg(json_build_object('id', b.id, 'active', b.active) ORDER BY b.sort, b.id)
                             FROM "Bed" b WHERE b."roomId" = r.id), '[]'))), '[]')
         FROM "Room" r JOIN "RoomType" t ON t.id = r."roomTypeId" WHERE r.id = ANY(${roomIds}::int[]))::text AS rooms,
      (SELECT COALESCE(json_agg(json_build_array(s.id, s."tourId", s."vesselId", s."from", s."to", s.status)), '[]')
         FROM "Schedule" s WHERE s.id = ANY(${scheduleIds}::int[]))::text AS schedules,
      (SELECT COALESCE(json_agg(json_build_array(r.id, r.timezone, r."isActive")), '[]')
         FROM "Resort" r WHERE r.id = ANY(${resortIds}::int[])
           OR r.id IN (SELECT "resortId" FROM "Room" WHERE id = ANY(${roomIds}::int[])))::text AS resorts,
      (SELECT COALESCE(json_agg(json_build_array(v.id, v.timezone)), '[]')
         FROM "Vessel" v WHERE v.id IN (SELECT "vesselId" FROM "Schedule" WHERE id = ANY(${scheduleIds}::int[])))::text
         AS vessels,
      (SELECT COALESCE(json_agg(json_build_array(c.id, c.gender, c."agencyId")), '[]')
         FROM "Customer" c WHERE c.id = ANY(${customerIds}::int[]))::text AS customers`;
  // named as RoomInfo's fields (a room's beds in their order)
  const rooms = JSON.parse(row.rooms) as RoomInfo[];
  const schedules = JSON.parse(row.schedules) as Cells<[number, number, number, string, string, string]>;
  const resorts = JSON.parse(row.resorts) as Cells<[number, string, boolean]>;
  const vessels = JSON.parse(row.vessels) as Cells<[number, string]>;
  const customers = JSON.parse(row.customers) as Cells<[number, Gender, number | null]>;
  return {
    rooms: new Map(rooms.map((r) => [r.id, r])),
    schedules: new Map(
      schedules.map(([id, tourId, vesselId, from, to, status]) => [
        id,
        { id, tourId, vesselId, from: calendarDate(from), to: calendarDate(to), status },
      ]),
    ),
    resorts: new Map(resorts.map(([id, timezone, isActive]) => [id, { id, timezone, isActive }])),
    vessels: new Map(vessels.map(([id, timezone]) => [id, { id, timezone }])),
    customers: new Map(customers.map(([id, gender, agencyId]) => [id, { gender, agencyId }])),
    locked: lock ? new Set(roomIds) : new Set(),
  };
}

export type BookingPlan = {
  booking: {
    type: "vessel" | "resort";
    state: CreateBookingData["state"];
    resortId: number | null;
    vesselId: number | null;
    tourId: number | null;
    scheduleId: number | null;
    customerId: number;
    agencyId: number | null;
    dateFrom: Date;
    dateTo: Date;
    noOfPax: number;
    optionUntil: Date | null;
  };
  claims: ClaimWithGuests[];
};

/**
 * The persons a room counts before its guests are named: a whole room its usual number (at most
 * its beds, at least one), single beds one each. The quote prices a selection by the same rule.
 */
export function paxWithoutGuests(
  room: Pick<RoomInfo, "defaultNoOfPax">,
  shape: { exclusive: boolean; bedIds: number[] },
) {
  return shape.exclusive ? Math.max(1, Math.min(room.defaultNoOfPax, shape.bedIds.length || 1)) : shape.bedIds.length;
}

/** A stay's dates: calendar dates, dateTo after dateFrom, at most a year. */
function stay(from: string | undefined, to: string | undefined, path: string) {
  const p = path ? `${path}.` : "";
  if (!from) throw invalidField(`${p}dateFrom`, "validation.required");
  if (!to) throw invalidField(`${p}dateTo`, "validation.required");
  const nights = nightsBetween(from, to);
  if (nights < 1) throw invalidField(`${p}dateTo`, "validation.dateToAfterFrom");
  if (nights > MAX_NIGHTS) throw invalidField(`${p}dateTo`, "validation.stayTooLong");
  return { dateFrom: calendarDate(from), dateTo: calendarDate(to) };
}

/**
 * The booking a request makes, or a 400/409 saying what is wrong with it. `now` decides whether
 * an option's end lies in the past.
 */
export function planBooking(input: CreateBookingData, ctx: PlanContext, scope: BookingScope, now: Date): BookingPlan {
  const customer = ctx.customers.get(input.customerId);
  if (!customer) throw invalidField("customerId", "validation.unknownReference");
  // an agency books its own customers; a customer books for themselves
  if (scope.kind === "agency" && customer.agencyId !== scope.agencyId)
    throw invalidField("customerId", "validation.notYourCustomer");
  if (scope.kind === "customer" && input.customerId !== scope.customerId)
    throw invalidField("customerId", "validation.notYourCustomer");
  // the agency a booking came through is the agency's own, or staff's choice: never silently another
  if (scope.kind === "agency" && input.agencyId != null && input.agencyId !== scope.agencyId)
    throw invalidField("agencyId", "validation.notYourAgency");
  if (scope.kind === "customer" && input.agencyId != null) throw invalidField("agencyId", "validation.agencyByStaff");

  const schedule = input.scheduleId !== undefined ? ctx.schedules.get(input.scheduleId) : undefined;
  if (input.scheduleId !== undefined && !schedule) throw invalidField("scheduleId", "validation.unknownReference");
  if (input.type === "vessel" && !schedule) throw invalidField("scheduleId", "validation.required");
  if (schedule && schedule.status !== "active")
    throw new AppError("CONFLICT", "errors.SCHEDULE_NOT_BOOKABLE", { values: { status: schedule.status } });

  // the resort: named, or the one the request's resort rooms belong to
  let resortId = input.resortId ?? null;
  if (resortId !== null && !ctx.resorts.has(resortId)) throw invalidField("resortId", "validation.unknownReference");
  if (resortId === null)
    resortId = input.rooms.map((r) => ctx.rooms.get(r.roomId)).find((r) => r?.kind === "Room")?.resortId ?? null;
  if (input.type === "resort" && resortId === null) throw invalidField("resortId", "validation.required");

  const claims: ClaimWithGuests[] = input.rooms.map((r, i) => {
    const path = `rooms.${i}`;
    const room = ctx.rooms.get(r.roomId);
    if (!room) throw invalidField(`${path}.roomId`, "validation.unknownReference");
    if (!room.isActive) throw invalidField(`${path}.roomId`, "validation.roomInactive");
    let dates: { dateFrom: Date; dateTo: Date };
    if (room.kind === "Cabin") {
      // a cabin is sold for a departure: the schedule's dates
      if (!schedule) throw invalidField(`${path}.roomId`, "validation.cabinNeedsSchedule");
      if (room.vesselId !== schedule.vesselId) throw invalidField(`${path}.roomId`, "validation.roomNotOnVessel");
      dates = { dateFrom: schedule.from, dateTo: schedule.to };
      if ((r.dateFrom && r.dateFrom !== isoDate(schedule.from)) || (r.dateTo && r.dateTo !== isoDate(schedule.to)))
        throw invalidField(`${path}.dateFrom`, "validation.cabinDatesAreSchedule");
    } else {
      if (room.resortId !== resortId) throw invalidField(`${path}.roomId`, "validation.roomNotInResort");
      dates = stay(r.dateFrom ?? input.dateFrom, r.dateTo ?? input.dateTo, r.dateFrom ? path : "");
    }
    const shape = claimShape(room, r.bedIds, path);
    const guests = [...r.guests];
    if (new Set(guests).size !== guests.length) throw invalidField(`${path}.guests`, "validation.duplicate");
    const genders = guests.map((g, j) => {
      const c = ctx.customers.get(g);
      if (!c) throw invalidField(`${path}.guests.${j}`, "validation.unknownReference");
      if (scope.kind === "agency" && c.agencyId !== scope.agencyId)
        throw invalidField(`${path}.guests.${j}`, "validation.notYourCustomer");
      if (scope.kind === "customer" && g !== scope.customerId)
        throw invalidField(`${path}.guests.${j}`, "validation.notYourCustomer");
      return c.gender;
    });
    const claim = { room, ...shape, ...dates, genders };
    if (guests.length > capacityOf(claim)) throw invalidField(`${path}.guests`, "validation.tooManyGuests");
    const noOfPax = guests.length || paxWithoutGuests(room, shape);
    return { ...claim, guests, noOfPax };
  });

  // the same room (or bed) twice on the same nights is the request's own mistake, not a conflict
  // with another booking: a 400 at the second one
  claims.forEach((b, j) => {
    const twice = claims
      .slice(0, j)
      .some(
        (a) =>
          a.room.id === b.room.id &&
          a.dateFrom < b.dateTo &&
          b.dateFrom < a.dateTo &&
          (a.exclusive || b.exclusive || a.bedIds.some((bed) => b.bedIds.includes(bed))),
      );
    if (twice) throw invalidField(`rooms.${j}.roomId`, "validation.duplicate");
  });

  // a customer's own booking is a request: staff make it an option or confirm it
  if (scope.kind === "customer" && input.state !== "draft") throw invalidField("state", "validation.customerOfferOnly");
  let optionUntil: Date | null = null;
  if (input.optionUntil) {
    if (input.state !== "planned") throw invalidField("optionUntil", "validation.optionOnlyPlanned");
    const zone =
      (resortId !== null ? ctx.resorts.get(resortId)?.timezone : undefined) ??
      (schedule ? ctx.vessels.get(schedule.vesselId)?.timezone : undefined) ??
      "UTC";
    // a last day holds through that day where the property is
    optionUntil = /^\d{4}-\d{2}-\d{2}$/.test(input.optionUntil)
      ? new Date(startOfDayIn(input.optionUntil, zone).getTime() + 86_400_000 - 1)
      : new Date(input.optionUntil);
    if (optionUntil <= now) throw invalidField("optionUntil", "validation.optionInPast");
  }

  const dateFrom = new Date(Math.min(...claims.map((c) => c.dateFrom.getTime())));
  const dateTo = new Date(Math.max(...claims.map((c) => c.dateTo.getTime())));
  return {
    booking: {
      type: input.type,
      state: input.state,
      resortId,
      vesselId: schedule?.vesselId ?? null,
      tourId: schedule?.tourId ?? null,
      scheduleId: schedule?.id ?? null,
      customerId: input.customerId,
      agencyId: scope.kind === "agency" ? scope.agencyId : (input.agencyId ?? null),
      dateFrom,
      dateTo,
      noOfPax: claims.reduce((n, c) => n + c.noOfPax, 0),
      optionUntil,
    },
    claims,
  };
}
