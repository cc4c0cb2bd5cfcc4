// The stay's envelope and party size as a booking's rooms and guests say: every booking write keeps
// the booking's own dateFrom, dateTo and noOfPax in step with them (afterBookingChange). Pure: the
// rows come with the booking read that prices it (calculation/load-snapshot.ts).
import { calendarDate, isoDate } from "../../core/dates";

export type EnvelopeRows = {
  dateFrom: Date;
  dateTo: Date;
  noOfPax: number;
  rooms: { dateFrom: Date; dateTo: Date; noOfPax: number }[];
  guests: { customerId: number }[];
};

/**
 * The envelope and party size the rooms and guests give, where they differ from what the booking
 * holds (null when they agree or it has no rooms).
 */
export function changedEnvelope(b: EnvelopeRows): { dateFrom: Date; dateTo: Date; noOfPax: number } | null {
  if (!b.rooms.length) return null;
  const from = b.rooms.map((r) => isoDate(r.dateFrom)).sort()[0];
  const to = b.rooms
    .map((r) => isoDate(r.dateTo))
    .sort()
    .at(-1)!;
  // the guest list when there is one, else what the rooms say
  const pax = new Set(b.guests.map((g) => g.customerId)).size || b.rooms.reduce((n, r) => n + r.noOfPax, 0);
  const same = from === isoDate(b.dateFrom) && to === isoDate(b.dateTo) && pax === b.noOfPax;
  return same ? null : { dateFrom: calendarDate(from), dateTo: calendarDate(to), noOfPax: pax };
}
