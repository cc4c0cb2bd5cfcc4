// POST /api/bookings: a booking with its rooms or cabins (whole, or single beds of a shared cabin),
// resort rooms with their own nights beside a departure's cabins (a stay before or after a trip),
// and its guests. One transaction: plan (400 for what is wrong), lock the rooms and check blockers,
// the gender rule and what is taken (409), assign the number its state needs, write, store the
// history's first version. The seeds call the same functions (createBookings for batches).
import type { Principal } from "../../auth/principal";
import { Prisma, transaction, type Tx } from "../../core/db";
import { columnList, columnsOf, jsonRecord } from "../../core/json-rows";
import { defaultCurrency } from "../../core/operator";
import { bookingScope, type BookingScope } from "./access";
import { assertBookingCurrencies } from "./booking-currency";
import type { Channel } from "../pricing/enums";
import { afterBookingChange } from "./after-change";
import { expireBookings } from "./expire-options";
import { checkClaims, overbooked, roomRowsSql, type ClaimWithGuests } from "./inventory";
import { numberYear } from "./lock-booking";
import { nextNumberSql, takeNumbers } from "./numbers";
import { loadPlanContext, planBooking, type BookingPlan } from "./plan-booking";
import { createBookingSchema, type CreateBookingInput } from "./schemas";
import { NUMBER_FOR_STATE, type BookingNumberKind } from "./state-machine";
import { holdsInventory } from "./states";
import { presentBooking, bookingViewSelect, type BookingView } from "./view";
import { writeVersion } from "./history";

/** What a calling use case (the online booking) sets on the row itself, so history version 1 has it. */
export type CreateExtras = {
  /** the user the booking belongs to when not the actor (online: the guest's account) */
  userId?: number | null;
  /** the SHA-256 of the guest's access token (online bookings) */
  guestTokenHash?: string;
  /** false: no number for the state (an online hold is not an option anybody quotes) */
  assignNumber?: boolean;
  /** where it was sold (online: the guest's or agency's own booking), for specials by channel */
  channel?: Channel;
  /** products or add-ons booked with it (online add-ons) */
  products?: { productId: number; quantity?: number | null }[];
  /** when the reservation began, if before now (a guest's renewed online hold keeps its first one's) */
  reservationDate?: Date;
  /** an online hold or reservation: the client that made it (its open rooms are capped) */
  onlineClient?: { address: string; session: string } | null;
};

function bookingRow(
  plan: BookingPlan,
  input: ReturnType<typeof createBookingSchema.parse>,
  o: { actor: Principal; currency: string; now: Date; number?: { kind: string; value: string }; extra: CreateExtras },
) {
  const b = plan.booking;
  return {
    ...b,
    userId: o.extra.userId ?? o.actor.user?.id ?? null,
    ...(o.extra.guestTokenHash ? { guestTokenHash: o.extra.guestTokenHash } : {}),
    ...(o.extra.channel ? { channel: o.extra.channel } : {}),
    ...(o.extra.onlineClient
      ? { onlineClientAddress: o.extra.onlineClient.address, onlineClientSession: o.extra.onlineClient.session }
      : {}),
    sourceId: input.sourceId ?? null,
    categoryId: input.categoryId ?? null,
    termsOfPaymentId: input.termsOfPaymentId ?? null,
    todo: input.todo ?? null,
    systemReference: input.systemReference ?? null,
    language: input.language ?? "de",
    currency: input.currency ?? o.currency,
    bookingDate: o.now,
    reservationDate: b.state === "planned" ? (o.extra.reservationDate ?? o.now) : null,
    ...(o.number ? { [o.number.kind]: o.number.value } : {}),
  };
}

/**
 * The booking's row, its number, rooms, beds, guest places and products: one statement (a round
 * trip each would be six; issue 43's budget). The row goes as JSON and the database gives each
 * value its column's type (json_populate_record), so the row is the same object Prisma would write.
 */
async function writeBooking(
  tx: Tx,
  row: ReturnType<typeof bookingRow>,
  o: {
    number?: { kind: BookingNumberKind; year: number };
    claims: ClaimWithGuests[];
    active: boolean;
    mainCustomerId: number;
    products?: CreateExtras["products"];
  },
): Promise<number> {
  // Prisma sets @updatedAt itself; a column left out takes its default
  const values: Record<string, unknown> = { ...row, updatedAt: row.bookingDate };
  const columns = columnsOf([values]);
  const products = (o.products ?? []).map((p) => ({ productId: p.productId, quantity: p.quantity ?? null }));
  const id = Prisma.sql`(SELECT id FROM b)`;
  try {
    const [written] = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      WITH ${o.number ? Prisma.sql`${nextNumberSql(o.number.kind, o.number.year)},` : Prisma.empty}
      b AS (
        INSERT INTO "Booking" (${columnList(columns)}${o.number ? Prisma.sql`, ${columnList([o.number.kind])}` : Prisma.empty})
        SELECT ${columnList(columns, "x.")}${o.number ? Prisma.sql`, (SELECT value FROM number)` : Prisma.empty}
        FROM ${jsonRecord("Booking", values)}
        RETURNING id),
      ${o.claims.length ? Prisma.sql`${roomRowsSql(id, o.claims, o)},` : Prisma.empty}
      product AS (
        INSERT INTO "BookingProduct" ("bookingId", "productId", "quantity")
        SELECT ${id}, x."productId", x.quantity
        FROM json_to_recordset(${JSON.stringify(products)}::json) AS x("productId" int, quantity numeric))
      SELECT id FROM b`);
    return written.id;
  } catch (e) {
    throw overbooked(e, o.claims);
  }
}

export async function createBooking(
  input: CreateBookingInput,
  actor: Principal,
  tx?: Tx,
  extra: CreateExtras = {},
): Promise<BookingView> {
  const data = createBookingSchema.parse(input);
  const scope = await bookingScope(actor, "create");
  return transaction(
    async (tx) => {
      const now = new Date();
      await assertBookingCurrencies(tx, [data.currency]);
      // the rooms are locked by planning's own statement (a booking that holds none locks them too)
      const context = await loadPlanContext(tx, [data], { lock: true });
      const plan = planBooking(data, context, scope, now);
      const holding = holdsInventory(plan.booking.state);
      if (holding) await checkClaims(tx, plan.claims, { expire: expireBookings, locked: context.locked });
      const kind = NUMBER_FOR_STATE[plan.booking.state];
      const number = kind && extra.assignNumber !== false ? { kind, year: await numberYear(tx) } : undefined;
      const row = bookingRow(plan, data, { actor, currency: await defaultCurrency(tx), now, extra });
      const bookingId = await writeBooking(tx, row, {
        number,
        claims: plan.claims,
        active: holding,
        mainCustomerId: data.customerId,
        products: extra.products,
      });
      return afterBookingChange(tx, bookingId, actor, { action: "create", created: true });
    },
    { tx },
  );
}

/**
 * Many bookings in one go, for the seeds: the same schema, plan and state rules as createBooking,
 * written with set-based inserts. The database's exclusion constraints still refuse any overlap;
 * the per-room lock and blocker check are left to the caller's data (seeded inventory has none).
 */
export async function createBookings(
  inputs: CreateBookingInput[],
  actor: Principal,
  tx?: Tx,
  o: { scope?: BookingScope } = {},
): Promise<number[]> {
  if (!inputs.length) return [];
  const all = inputs.map((i) => createBookingSchema.parse(i));
  const scope = o.scope ?? (await bookingScope(actor, "create"));
  return transaction(
    async (tx) => {
      const now = new Date();
      await assertBookingCurrencies(
        tx,
        all.map((d) => d.currency),
      );
      const ctx = await loadPlanContext(tx, all);
      const plans = all.map((d) => planBooking(d, ctx, scope, now));
      const year = await numberYear(tx);
      const numbers = new Map<string, string[]>();
      for (const kind of ["offerNo", "reservationNo", "bookingNo"] as const) {
        const count = plans.filter((p) => NUMBER_FOR_STATE[p.booking.state] === kind).length;
        numbers.set(kind, await takeNumbers(tx, kind, year, count));
      }
      const currency = await defaultCurrency(tx);
      const rows = plans.map((p, i) => {
        const kind = NUMBER_FOR_STATE[p.booking.state];
        const number = kind ? { kind, value: numbers.get(kind)!.shift()! } : undefined;
        return bookingRow(p, all[i], { actor, currency, now, number, extra: {} });
      });
      const created = await tx.booking.createManyAndReturn({ data: rows, select: { id: true } });
      const ids = created.map((c) => c.id);
      const rooms = plans.flatMap((p, i) =>
        p.claims.map((c) => ({
          bookingId: ids[i],
          roomId: c.room.id,
          dateFrom: c.dateFrom,
          dateTo: c.dateTo,
          noOfPax: c.noOfPax,
          exclusive: c.exclusive,
          active: holdsInventory(p.booking.state),
          claim: c,
          main: p.booking.customerId,
        })),
      );
      try {
        const roomIds = (
          await tx.bookingRoom.createManyAndReturn({
            data: rooms.map(({ claim: _c, main: _m, ...r }) => r),
            select: { id: true },
          })
        ).map((r) => r.id);
        const beds = rooms.flatMap((r, i) =>
          r.claim.bedIds.map((bedId) => ({
            bookingRoomId: roomIds[i],
            bedId,
            dateFrom: r.dateFrom,
            dateTo: r.dateTo,
            active: r.active,
          })),
        );
        for (let i = 0; i < beds.length; i += 5000) await tx.bookingBed.createMany({ data: beds.slice(i, i + 5000) });
        const guests = rooms.flatMap((r, i) =>
          r.claim.guests.map((customerId, sort) => ({
            bookingId: r.bookingId,
            bookingRoomId: roomIds[i],
            customerId,
            isMain: customerId === r.main,
            sort,
          })),
        );
        for (let i = 0; i < guests.length; i += 5000)
          await tx.bookingGuest.createMany({ data: guests.slice(i, i + 5000) });
      } catch (e) {
        throw overbooked(
          e,
          plans.flatMap((p) => p.claims),
        );
      }
      // the first history version of each, as createBooking writes it
      const views = await tx.booking.findMany({ where: { id: { in: ids } }, select: bookingViewSelect });
      for (const v of views)
        await writeVersion(tx, {
          bookingId: v.id,
          userId: actor.user?.id ?? null,
          action: "create",
          snapshot: presentBooking(v) as unknown as Record<string, unknown>,
          first: true,
        });
      return ids;
    },
    { tx },
  );
}
