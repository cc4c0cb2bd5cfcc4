// GET /api/tours/ics: the departures as an iCalendar feed (ical-generator), one all-day event per
// departure from the embarkation day to the disembarkation day. Calendar programs cannot send a
// bearer token, so the feed also opens with a per-operator feed token in the URL
// (?token=...): an HMAC of the server secret and a generation number that renewing raises, so a
// leaked address is closed by renewing it (docs/decisions.md).
import { createHmac, timingSafeEqual } from "node:crypto";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { authSecret } from "../../auth/secret";
import { addCalendarDays, calendarDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { operatorToday } from "../../core/operator";
import { publicOrigin } from "../../core/origin";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { departures, type Departure } from "./departures";

const FEED = { group: "feeds", key: "toursIcsGeneration" } as const;

async function generation(tx: Tx = db()): Promise<number> {
  const row = await tx.setting.findUnique({ where: { group_key: FEED }, select: { value: true } });
  return typeof row?.value === "number" ? row.value : 1;
}

const tokenFor = (gen: number) => createHmac("sha256", authSecret()).update(`tours-ics:${gen}`).digest("base64url");

/** The feed token in force. */
export async function feedToken(): Promise<string> {
  return tokenFor(await generation());
}

export async function isFeedToken(token: string): Promise<boolean> {
  const expected = Buffer.from(await feedToken());
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Closes the old feed address and answers the new one. */
export async function renewFeedToken(tx: Tx = db()): Promise<string> {
  const next = (await generation(tx)) + 1;
  await tx.setting.upsert({ where: { group_key: FEED }, create: { ...FEED, value: next }, update: { value: next } });
  return feedUrl(tokenFor(next));
}

/** The feed's address on `origin` (a page passes its request's; an API answer's comes from its request). */
export const feedUrl = (token: string, origin = publicOrigin()) =>
  `${origin}/api/tours/ics?token=${encodeURIComponent(token)}`;

/** Days back the feed starts when no `from` is asked for: a trip just ended stays in view. */
export const FEED_DAYS_BACK = 90;

export type FeedQuery = { from?: string; to?: string; vesselId?: number; tourId?: number };

/**
 * The feed's departures: from `from` (default 90 days back) to `to` (default: every later one, so
 * a calendar shows each departure planned). An unknown vessel or tour is a 404, not an empty
 * calendar that looks like "nothing planned".
 */
export async function feedDepartures(q: FeedQuery) {
  const [vessel, tour] = await Promise.all([
    q.vesselId ? db().vessel.findUnique({ where: { id: q.vesselId }, select: { id: true } }) : true,
    q.tourId ? db().tour.findUnique({ where: { id: q.tourId }, select: { id: true } }) : true,
  ]);
  if (!vessel || !tour) throw notFound();
  return departures({
    from: q.from ?? addCalendarDays(await operatorToday(), -FEED_DAYS_BACK),
    to: q.to,
    vesselId: q.vesselId,
    tourId: q.tourId,
  });
}

/** An event's revision: the seconds from 2020 to its last change, so every edit counts it up. */
const revision = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - Date.UTC(2020, 0, 1)) / 1000));

/** The iCalendar text of the departures. */
export function toursCalendar(list: readonly Departure[], locale: Locale, name: string): string {
  const t = translator(locale);
  const cal = ical({ name, method: ICalCalendarMethod.PUBLISH, prodId: { company: "Harbour", product: "tours" } });
  for (const d of list) {
    const lines = [
      `${t("tours.ics.vessel")}: ${d.vessel.name}`,
      `${t("tours.ics.status")}: ${t(`schedules.statuses.${d.status}`)}`,
      `${t("tours.ics.beds")}: ${d.sold} / ${d.beds} (${t("tours.ics.free")}: ${d.free})`,
      d.embarkationPort ? `${t("tours.ics.embarkation")}: ${d.embarkationPort}` : null,
      d.disembarkationPort ? `${t("tours.ics.disembarkation")}: ${d.disembarkationPort}` : null,
      d.note,
    ].filter(Boolean);
    cal.createEvent({
      id: `schedule-${d.id}@harbour`,
      // all-day: the end is exclusive, so the disembarkation day is the event's last day
      start: calendarDate(d.from),
      end: calendarDate(addCalendarDays(d.to, 1)),
      allDay: true,
      summary: `${d.tour.name} · ${d.vessel.name}`,
      description: lines.join("\n"),
      location: d.embarkationPort ?? undefined,
      status:
        d.status === "cancelled"
          ? ICalEventStatus.CANCELLED
          : d.status === "draft"
            ? ICalEventStatus.TENTATIVE
            : ICalEventStatus.CONFIRMED,
      categories: [{ name: d.tour.code }],
      // a calendar program takes an event with a higher SEQUENCE as the newer version of it
      lastModified: d.updatedAt,
      sequence: revision(d.updatedAt),
    });
  }
  // RFC 5545: every content line ends in CRLF, the last one too
  const text = cal.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
