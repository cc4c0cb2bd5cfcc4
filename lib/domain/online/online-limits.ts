// What one online request and one client may take (issue 36): the operator's limits from the
// booking settings. Per request: rooms, guests and nights (a 400 naming the field). Per client:
// holds and bookings per hour, by address and by browser session (429 with Retry-After, counted
// by lib/core/rate-limit.ts). Staff are not limited; agencies and customers are, as guests are.
import { hasSome } from "../../access/scopes";
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
