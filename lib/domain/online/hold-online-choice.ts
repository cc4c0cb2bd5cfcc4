// The held choice: while a guest fills in their details, the room, cabin or beds they picked are
// an option of the booking engine (a planned booking, systemReference "online-hold:<token hash>",
// optionUntil = now + holdMinutes). Only the guest who holds it knows its token (lib/auth/tokens:
// a random token, its SHA-256 stored): ids are sequential, so without it anyone could release or
// take over another guest's hold. The engine's expiry sweep ends it when the time passes; leaving
// the page releases it (POST /api/book/booking/hold/{id}/release?token=); create takes it over in
// one transaction (releases the hold and books the same choice), so nobody can take the beds in
// between. A hold takes no reservation number and creates no customer: its customer is the
// logged-in customer's own record, else one placeholder per agency (or none) shared by all holds;
// the guests become customers when the hold becomes a booking.
// A hold lasts the operator's holdMinutes; while it runs, the guest on the page may renew it
// (POST .../hold/{id}/renew) or change their choice (a new hold with holdId), but never past
// holdMaxMinutes from the first hold of the chain (its reservationDate, kept by each new hold).
// How many holds a client may make per hour is the route's rate limit (online-limits.ts).
import type { Principal } from "../../auth/principal";
import { hashToken, newToken } from "../../auth/tokens";
import { Prisma, transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { createBooking } from "../booking/create-booking";
import { renewHold } from "../booking/renew-hold";
import { transitionBooking } from "../booking/transition-booking";
import { SYSTEM_ACTOR } from "../booking/access";
import { HOLD_REFERENCE } from "../booking/states";
import { onlineAccess, type OnlineAccess } from "./online-access";
import { claimOpenRooms, onlineSettings, settingsWithinLimits, type OnlineClient } from "./online-limits";
import { bookedStay, resolveRequest } from "./resolve-request";
import { onlinePriceSchema } from "./schemas";

export type HoldAnswer = { holdId: number; holdToken: string; until: string; seconds: number };

const referenceOf = (token: string) => `${HOLD_REFERENCE}:${hashToken(token)}`;

/** The placeholder customer of holds (per agency): marked in its data, found or created under a lock. */
const PLACEHOLDER = { onlineHold: true };

async function holdCustomer(tx: Tx, access: OnlineAccess): Promise<number> {
  if (access.customerId) return access.customerId;
  // two first holds at once must not create two placeholders: serialize the find-or-create
  await tx.$executeRaw(
    Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${HOLD_REFERENCE}::text), ${access.agencyId ?? 0}::int)`,
  );
  const found = await tx.customer.findFirst({
    where: { agencyId: access.agencyId, data: { path: ["onlineHold"], equals: true } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  if (found) return found.id;
  const made = await tx.customer.create({
    data: { lastName: "Online hold", fullName: "Online hold", agencyId: access.agencyId, data: PLACEHOLDER },
    select: { id: true },
  });
  return made.id;
}

/** Whether `holdId` is a hold and `token` is its token (price may then leave it out). */
export async function holdMatches(tx: Tx, holdId: number, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const b = await tx.booking.findUnique({ where: { id: holdId }, select: { state: true, systemReference: true } });
  return !!b && b.state === "planned" && b.systemReference === referenceOf(token);
}

/** A chain of holds may last holdMaxMinutes from its first hold; less than this left is no renewal. */
const LEAST_SECONDS = 30;

/** Until when a hold of the chain that began at `started` may last from `now`. */
export function holdEnd(now: Date, started: Date, rules: { holdMinutes: number; holdMaxMinutes: number }) {
  const end = Math.min(now.getTime() + rules.holdMinutes * 60_000, started.getTime() + rules.holdMaxMinutes * 60_000);
  if (end - now.getTime() < LEAST_SECONDS * 1000) throw new AppError("CONFLICT", "errors.HOLD_RENEW_LIMIT");
  return new Date(end);
}

/** When the chain of the guest's running hold began (null: no running hold of theirs). */
async function chainStart(tx: Tx, holdId: number | undefined, token: string | null | undefined, now: Date) {
  if (!holdId || !token) return null;
  const b = await tx.booking.findUnique({
    where: { id: holdId },
    select: { state: true, systemReference: true, reservationDate: true, optionUntil: true },
  });
  if (!b || b.state !== "planned" || b.systemReference !== referenceOf(token) || !b.optionUntil) return null;
  return b.optionUntil > now ? (b.reservationDate ?? null) : null;
}

export async function holdOnlineChoice(
  input: unknown,
  actor: Principal,
  locale: Locale,
  tx?: Tx,
  client?: OnlineClient,
): Promise<HoldAnswer> {
  const d = onlinePriceSchema.parse(input);
  const access = await onlineAccess(actor);
  const rules = await settingsWithinLimits(d);
  return transaction(
    async (tx) => {
      const now = new Date();
      // a guest changing their choice while holding keeps the chain's start, and gives the old hold back
      const started = (await chainStart(tx, d.holdId, d.holdToken, now)) ?? now;
      const until = holdEnd(now, started, rules);
      if (d.holdId) await releaseHold(tx, d.holdId, d.holdToken);
      const limited = await claimOpenRooms(tx, actor, client, d.rooms.length, rules, now);
      const r = await resolveRequest(tx, d, { lock: true, locale });
      const customerId = await holdCustomer(tx, access);
      const holdToken = newToken();
      const view = await createBooking(
        {
          ...bookedStay(r),
          customerId,
          agencyId: access.agencyId ?? undefined,
          state: "planned",
          optionUntil: until.toISOString(),
          language: d.language ?? locale,
          systemReference: referenceOf(holdToken),
          rooms: r.rooms.map((x) => ({ roomId: x.roomId, bedIds: x.bedIds, guests: [] })),
        },
        access.actor,
        tx,
        { assignNumber: false, userId: access.userId, reservationDate: started, onlineClient: limited },
      );
      return { holdId: view.id, holdToken, until: until.toISOString(), seconds: secondsLeft(until, now) };
    },
    { tx },
  );
}

const secondsLeft = (until: Date, now: Date) => Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));

/**
 * POST /api/book/booking/hold/{id}/renew: the guest on the page asks for more time. Only a running
 * hold (a wrong token or an ended hold: 404 HOLD_GONE), and only up to holdMaxMinutes from the
 * chain's first hold (409 HOLD_RENEW_LIMIT).
 */
export async function renewOnlineHold(holdId: number, token: string | null | undefined, tx?: Tx): Promise<HoldAnswer> {
  const rules = await onlineSettings();
  return transaction(
    async (tx) => {
      const now = new Date();
      const started = await chainStart(tx, holdId, token, now);
      if (!started) throw new AppError("NOT_FOUND", "errors.HOLD_GONE");
      const until = holdEnd(now, started, rules);
      await renewHold({ bookingId: holdId, until }, tx);
      return { holdId, holdToken: token!, until: until.toISOString(), seconds: secondsLeft(until, now) };
    },
    { tx },
  );
}

/** Gives a hold back (in the caller's transaction); false when it is already over. A wrong token is
 *  answered like a hold that does not exist. */
export async function releaseHold(tx: Tx, holdId: number, token: string | null | undefined): Promise<boolean> {
  const b = await tx.booking.findUnique({ where: { id: holdId }, select: { state: true, systemReference: true } });
  if (!b || !token || b.systemReference !== referenceOf(token)) throw new AppError("NOT_FOUND", "errors.HOLD_GONE");
  if (b.state !== "planned") return false;
  await transitionBooking({ bookingId: holdId, action: "release", reason: "online hold ended" }, SYSTEM_ACTOR, tx);
  return true;
}

/** POST /api/book/booking/hold/{id}/release: the guest left or changed their mind. */
export async function releaseOnlineHold(holdId: number, token: string | null | undefined, tx?: Tx) {
  return transaction(async (tx) => ({ released: await releaseHold(tx, holdId, token) }), { tx });
}
