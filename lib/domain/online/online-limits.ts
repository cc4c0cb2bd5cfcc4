// What one online request and one client may take (issue 36): the operator's limits from the
// booking settings. Per request: rooms, guests and nights (a 400 naming the field). Per client:
// holds and bookings per hour, by address and by browser session (429 with Retry-After, counted
// by lib/core/rate-limit.ts), and rooms held unpaid at once (running holds and reservations
// awaiting their payment; 429 with Retry-After until the first of them ends). Staff are not
// limited; agencies and customers are, as guests are.
import { hasSome } from "../../access/scopes";
import { Prisma, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Principal } from "../../auth/principal";
import { nightsBetween } from "../../core/dates";
import type { FieldIssue } from "../../core/errors";
import type { RateLimit } from "../../core/rate-limit";
import { messageKey } from "../../i18n/message-key";
import { readGroup } from "../settings/group-settings";

export type OnlineSettings = {
  holdMinutes: number;
  holdMaxMinutes: number;
  cardMinutes: number;
  offlineDays: number;
  offlineConfirm: boolean;
  reminderHours: number;
  maxRooms: number;
  maxGuests: number;
  maxNights: number;
  holdsPerAddressHour: number;
  holdsPerSessionHour: number;
  createsPerAddressHour: number;
  createsPerSessionHour: number;
  maxOpenRooms: number;
};

export async function onlineSettings(): Promise<OnlineSettings> {
  const g = await readGroup("booking");
  const n = (key: string) => Number(g[key]);
  return {
    holdMinutes: n("holdMinutes"),
    holdMaxMinutes: Math.max(n("holdMaxMinutes"), n("holdMinutes")),
    cardMinutes: n("onlineCardMinutes"),
    offlineDays: n("onlineOfflineDays"),
    offlineConfirm: g.onlineOfflineConfirm === true,
    reminderHours: n("onlineReminderHours"),
    maxRooms: n("onlineMaxRooms"),
    maxGuests: n("onlineMaxGuests"),
    maxNights: n("onlineMaxNights"),
    holdsPerAddressHour: n("holdsPerAddressHour"),
    holdsPerSessionHour: n("holdsPerSessionHour"),
    createsPerAddressHour: n("createsPerAddressHour"),
    createsPerSessionHour: n("createsPerSessionHour"),
    maxOpenRooms: n("onlineMaxOpenRooms"),
  };
}

type RequestShape = {
  type: "resort" | "vessel";
  dateFrom?: string;
  dateTo?: string;
  rooms: { guests: unknown[] }[];
};

/** The fields of a request beyond the operator's limits (pure); the message carries the limit. */
export function requestLimitIssues(d: RequestShape, s: Pick<OnlineSettings, "maxRooms" | "maxGuests" | "maxNights">) {
  const issues: FieldIssue[] = [];
  if (d.rooms.length > s.maxRooms)
    issues.push({ path: "rooms", message: messageKey("validation.onlineMaxRooms", { max: s.maxRooms }) });
  const guests = d.rooms.reduce((n, r) => n + r.guests.length, 0);
  if (guests > s.maxGuests)
    issues.push({ path: "rooms", message: messageKey("validation.onlineMaxGuests", { max: s.maxGuests }) });
  if (d.type === "resort" && d.dateFrom && d.dateTo && nightsBetween(d.dateFrom, d.dateTo) > s.maxNights)
    issues.push({ path: "dateTo", message: messageKey("validation.onlineMaxNights", { max: s.maxNights }) });
  return issues;
}

/** The operator's online settings, once the request is within their limits (400 naming the fields past them). */
export async function settingsWithinLimits(d: RequestShape): Promise<OnlineSettings> {
  const s = await onlineSettings();
  const issues = requestLimitIssues(d, s);
  if (issues.length) throw new AppError("VALIDATION_ERROR", undefined, { fields: issues });
  return s;
}

/** Who a client is for the per-client limits: its address, and its browser session if it has one. */
export type OnlineClient = { address: string; session: string };

/**
 * The rate limits of one online hold or create for this caller (none for staff). An hour's window;
 * a logged-in user's session is the user.
 */
export async function onlineClientLimits(kind: "hold" | "create", p: Principal, c: OnlineClient): Promise<RateLimit[]> {
  if (hasSome(p, ["bookings.create"])) return [];
  const s = await onlineSettings();
  const [perAddress, perSession] =
    kind === "hold"
      ? [s.holdsPerAddressHour, s.holdsPerSessionHour]
      : [s.createsPerAddressHour, s.createsPerSessionHour];
  const session = p.user ? `user:${p.user.id}` : `client:${c.session}`;
  return [
    { key: `online.${kind}:addr:${c.address}`, limit: perAddress, windowSeconds: 3600 },
    { key: `online.${kind}:${session}`, limit: perSession, windowSeconds: 3600 },
  ];
}

/** A client that is limited (none for staff): the key its holds and reservations are kept under. */
export const limitedClient = (p: Principal, c: OnlineClient | undefined): OnlineClient | null =>
  !c || hasSome(p, ["bookings.create"])
    ? null
    : { address: c.address, session: p.user ? `user:${p.user.id}` : `client:${c.session}` };

/**
 * One client holds at most `maxOpenRooms` rooms, cabins or beds unpaid at once: its running holds
 * and its online reservations that wait for their payment, by address or by browser session (0:
 * no limit). Past it, 429 with Retry-After until the first of them ends. The client's key is locked
 * for the transaction, so two requests of one client at once are counted one after the other.
 */
async function assertOpenRoomsWithin(
  tx: Tx,
  client: OnlineClient | null,
  adding: number,
  s: Pick<OnlineSettings, "maxOpenRooms">,
  now = new Date(),
) {
  if (!client || s.maxOpenRooms <= 0) return;
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${`open:${client.address}`}::text))`);
  const open = await tx.booking.findMany({
    where: {
      OR: [{ onlineClientAddress: client.address }, { onlineClientSession: client.session }],
      state: "planned",
      optionUntil: { gt: now },
      paidAt: null,
    },
    select: { optionUntil: true, _count: { select: { rooms: true } } },
  });
  const held = open.reduce((n, b) => n + b._count.rooms, 0);
  if (held + adding <= s.maxOpenRooms) return;
  const first = Math.min(...open.map((b) => b.optionUntil!.getTime()));
  const wait = Math.max(1, Math.ceil(((Number.isFinite(first) ? first : now.getTime()) - now.getTime()) / 1000));
  throw new AppError("RATE_LIMITED", "errors.ONLINE_OPEN_ROOMS", {
    values: { max: s.maxOpenRooms, minutes: Math.max(1, Math.ceil(wait / 60)) },
    details: { retryAfter: wait, held, max: s.maxOpenRooms },
  });
}

/**
 * The client a hold or an online booking is kept under (null for staff or without a client), once
 * its open rooms with `adding` more stay within the operator's cap (429 past it, see above).
 */
export async function claimOpenRooms(
  tx: Tx,
  p: Principal,
  c: OnlineClient | undefined,
  adding: number,
  s: Pick<OnlineSettings, "maxOpenRooms">,
  now = new Date(),
): Promise<OnlineClient | null> {
  const limited = limitedClient(p, c);
  await assertOpenRoomsWithin(tx, limited, adding, s, now);
  return limited;
}
