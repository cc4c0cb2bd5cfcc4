// The names of rooms or cabins created together ("add N rooms of this type"), from a pattern:
// "1{01..12}" (a range, zero-padded like its bounds: 101 .. 112) or "Room {n}" with a count and a
// start number (Room 1, Room 2, ...). Pure: the dialog previews with it, the use case creates
// with it (create-rooms.ts).

/** The most rooms one request creates. */
export const MAX_BULK_ROOMS = 100;
/** The longest room name (the room's own field). */
export const MAX_ROOM_NAME = 80;

/** The beds a room of `maxNoOfPax` persons needs, of a bed type sleeping `sleeps` (none chosen: 1). */
export const bedsFor = (maxNoOfPax: number, sleeps = 1) => Math.max(1, Math.ceil(maxNoOfPax / Math.max(1, sleeps)));

export type RoomNamePattern = { pattern: string; count?: number; start?: number };

/** The names, or the field that is wrong and why (a message key of validation.*). */
export type RoomNames =
  { ok: true; names: string[] } | { ok: false; path: "pattern" | "count" | "start"; message: string };

const RANGE = /\{(\d+)\.\.(\d+)\}/g;
const NUMBER = /\{n\}/gi;

const fail = (path: "pattern" | "count" | "start", message: string): RoomNames => ({ ok: false, path, message });

/** A number padded to `width` digits (0 = as it is). */
const padded = (n: number, width: number) => String(n).padStart(width, "0");

/**
 * The names a pattern gives. One placeholder: `{a..b}` (a <= b; the count is the range's size,
 * padded when a bound has a leading zero) or `{n}` (count names from start). No placeholder:
 * one name, the pattern itself. Each name is trimmed, at most 80 characters, each once.
 */
export function roomNames({ pattern, count, start = 1 }: RoomNamePattern): RoomNames {
  const text = pattern.trim();
  if (!text) return fail("pattern", "validation.required");
  const ranges = [...text.matchAll(RANGE)];
  const numbers = [...text.matchAll(NUMBER)];
  if (ranges.length + numbers.length > 1) return fail("pattern", "validation.namePatternOne");
  let names: string[];
  if (ranges.length) {
    const [whole, a, b] = ranges[0];
    const [from, to] = [Number(a), Number(b)];
    if (from > to) return fail("pattern", "validation.namePatternRange");
    if (to - from + 1 > MAX_BULK_ROOMS) return fail("pattern", `validation.max|{"max":${MAX_BULK_ROOMS}}`);
    const width = /^0\d/.test(a) || /^0\d/.test(b) ? Math.max(a.length, b.length) : 0;
    const [before, after] = [text.slice(0, ranges[0].index), text.slice(ranges[0].index! + whole.length)];
    names = Array.from({ length: to - from + 1 }, (_, i) => `${before}${padded(from + i, width)}${after}`);
  } else {
    const n = count ?? 1;
    if (!Number.isInteger(n) || n < 1) return fail("count", `validation.min|{"min":1}`);
    if (n > MAX_BULK_ROOMS) return fail("count", `validation.max|{"max":${MAX_BULK_ROOMS}}`);
    if (!Number.isInteger(start) || start < 0) return fail("start", `validation.min|{"min":0}`);
    if (!numbers.length) {
      if (n > 1) return fail("pattern", "validation.namePatternMissing");
      names = [text];
    } else names = Array.from({ length: n }, (_, i) => text.replace(NUMBER, String(start + i)));
  }
  names = names.map((s) => s.trim());
  if (names.some((s) => !s)) return fail("pattern", "validation.required");
  if (names.some((s) => s.length > MAX_ROOM_NAME))
    return fail("pattern", `validation.maxLength|{"max":${MAX_ROOM_NAME}}`);
  return { ok: true, names };
}
