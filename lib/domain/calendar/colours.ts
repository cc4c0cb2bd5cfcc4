// Calendar colours (spec part 2, section 4): the background and text colour of a calendar entry,
// chosen by the spec's ten rules in their order. Pure: the caller passes the entry, the operator's
// colour settings and the property's calendar date (never a server clock), so the calendar, its
// "why this colour" tooltip and the tests agree. docs/calendar-colours.md explains the choices.
import type { BookingState } from "../../core/db";

/** The spec's calendar entry types, plus checkedOut (rule 4 names that colour, the list does not). */
export const CALENDAR_ENTRY_TYPES = [
  "blocked",
  "outOfOrder",
  "event",
  "weekend",
  "today",
  "booking",
  "resolvedBooking",
  "released",
  "reservation",
  "offer",
  "selection",
  "waiting",
  "pastBooking",
  "checkedIn",
  "checkedOut",
  "current",
  "rebooked",
  "splitted",
] as const;

export type CalendarEntryType = (typeof CALENDAR_ENTRY_TYPES)[number];
export type CalendarPalette = Readonly<Record<CalendarEntryType, string>>;

// Chosen so that neighbouring meanings differ in hue or lightness: live bookings are saturated,
// things that hold nothing (released, past) are pale, column tints (weekend, today) are very light.
export const DEFAULT_CALENDAR_COLOURS: CalendarPalette = {
  blocked: "#1f2937", // near black: the room cannot be sold
  outOfOrder: "#dc2626", // red: broken
  event: "#7c3aed", // violet
  weekend: "#e2e8f0", // light slate column tint
  today: "#fde68a", // pale amber column tint
  booking: "#16a34a", // green: firm
  resolvedBooking: "#166534", // dark green: firm and settled
  released: "#fda4af", // pale rose: gave its rooms back
  reservation: "#f97316", // orange: an option
  offer: "#facc15", // yellow: an offer
  selection: "#38bdf8", // sky: what the user is selecting
  waiting: "#db2777", // pink: waiting list
  pastBooking: "#9ca3af", // grey: greyed-out old booking
  checkedIn: "#2563eb", // blue: guests in house
  checkedOut: "#64748b", // slate: guests have left
  current: "#0d9488", // teal: stay in progress, check-in not recorded
  rebooked: "#a16207", // ochre: replaced by a successor
  splitted: "#9a3412", // rust: split into other bookings
};

export interface CalendarColourConfig {
  readonly palette: CalendarPalette;
  /** Rule 3; the view setting greyOutOldBookings. */
  readonly greyOutOldBookings: boolean;
  /** Rule 5: offers, options and waiting-list entries keep their state colour. */
  readonly stateColourUntilConfirmed: boolean;
  /** Rule 4 reads each room's check-in and check-out instead of the booking's. */
  readonly checkInOutPerRoom: boolean;
  /** Rule 8; null: free-of-charge entries get no colour of their own. */
  readonly freeOfChargeColour: string | null;
}

export const DEFAULT_CALENDAR_COLOUR_CONFIG: CalendarColourConfig = {
  palette: DEFAULT_CALENDAR_COLOURS,
  greyOutOldBookings: true, // as the view setting's default
  stateColourUntilConfirmed: false,
  checkInOutPerRoom: false,
  freeOfChargeColour: "#84cc16", // lime
};

export interface CalendarColourOverrides extends Partial<Omit<CalendarColourConfig, "palette">> {
  readonly palette?: Partial<Record<CalendarEntryType, string>>;
}

/** The defaults with the operator's settings on top (a palette may name only some types). */
export function calendarColourConfig(overrides: CalendarColourOverrides = {}): CalendarColourConfig {
  const { palette, ...flags } = overrides;
  return { ...DEFAULT_CALENDAR_COLOUR_CONFIG, ...flags, palette: { ...DEFAULT_CALENDAR_COLOURS, ...palette } };
}

/** Check-in and check-out, as YYYY-MM-DD or an ISO date-time in the property's time zone. */
export interface CheckTimes {
  readonly checkedInAt?: string | null;
  readonly checkedOutAt?: string | null;
}

export interface BookingCalendarEntry extends CheckTimes {
  readonly kind: "booking";
  readonly state: BookingState;
  /** The booking's resolved flag (settled). */
  readonly resolved: boolean;
  /** Stay [dateFrom, dateTo), YYYY-MM-DD. */
  readonly dateFrom: string;
  readonly dateTo: string;
  /** Explicit colour set on the booking (rule 1). */
  readonly colour?: string | null;
  readonly categoryColour?: string | null;
  readonly freeOfCharge?: boolean;
  /** The room this calendar row shows, for per-room check-in (rule 4). */
  readonly room?: CheckTimes;
}

/** Room blocker types, spelled as the spec and the database spell them. */
export type BlockerType = "Maintanance" | "OutOfOrder" | "Event";

export interface BlockerCalendarEntry {
  readonly kind: "blocker";
  readonly type: BlockerType;
  readonly reason?: string | null;
  readonly colour?: string | null;
}

/** A day event (not a blocker). */
export interface EventCalendarEntry {
  readonly kind: "event";
  readonly reason?: string | null;
  readonly colour?: string | null;
}

/** Column and selection markers: they only ever take their palette colour. */
export interface MarkerCalendarEntry {
  readonly kind: "weekend" | "today" | "selection";
}

export type CalendarEntry = BookingCalendarEntry | BlockerCalendarEntry | EventCalendarEntry | MarkerCalendarEntry;

/** The spec's rule numbers (part 2, section 4). */
export type ColourRule = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

export type TextColour = "#ffffff" | "#000000";

export interface EntryColour {
  /** Lower-case #rrggbb. */
  readonly background: string;
  readonly text: TextColour;
  /** Which rule decided. */
  readonly rule: ColourRule;
  /** The palette entry used; null for an explicit, free-of-charge or category colour. */
  readonly entryType: CalendarEntryType | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#ABC" or "#aabbcc" -> "#aabbcc"; anything else (empty, names, rgb(), alpha) -> null. */
export function normaliseHex(colour: string | null | undefined): string | null {
  if (typeof colour !== "string") return null;
  const trimmed = colour.trim();
  if (!HEX.test(trimmed)) return null;
  const digits = trimmed.slice(1).toLowerCase();
  return digits.length === 3 ? `#${[...digits].map((d) => d + d).join("")}` : `#${digits}`;
}

/** WCAG 2 relative luminance (0..1) of a #rgb or #rrggbb colour. */
export function relativeLuminance(colour: string): number {
  const hex = normaliseHex(colour);
  if (hex === null) throw new RangeError(`not a #rgb or #rrggbb colour: ${colour}`);
  const linear = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(0) + 0.7152 * linear(1) + 0.0722 * linear(2);
}

/** WCAG 2 contrast ratio (1..21) of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Black or white text, whichever contrasts more with the background (WCAG 2): never below 4.58:1,
 * so any background an operator picks reads at the AA level for normal text. Black from a relative
 * luminance of about 0.179 (where both contrasts are equal) on.
 */
export function textColourOn(background: string): TextColour {
  return contrastRatio(background, "#000000") >= contrastRatio(background, "#ffffff") ? "#000000" : "#ffffff";
}

/** `colour` mixed with white, `share` (0..1) of the colour: a faded look that stays opaque. */
export function fadeColour(colour: string, share: number): string {
  const hex = normaliseHex(colour);
  if (hex === null) throw new RangeError(`not a #rgb or #rrggbb colour: ${colour}`);
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(c * share + 255 * (1 - share))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** The entry type a booking's state (and resolved flag) shows as: the "state colour". */
export function bookingStateEntryType(
  entry: Pick<BookingCalendarEntry, "state" | "resolved" | "dateFrom" | "dateTo">,
  today: string,
): CalendarEntryType {
  switch (entry.state) {
    case "draft":
      return "offer";
    case "planned":
      return entry.resolved ? "released" : "reservation";
    case "confirmed":
      if (entry.resolved) return "resolvedBooking";
      return entry.dateFrom <= today && today < entry.dateTo ? "current" : "booking";
    case "resolved":
      return "resolvedBooking";
    case "waiting":
      return "waiting";
    case "rebooked":
      return "rebooked";
    case "splitted":
      return "splitted";
    // Neither the spec nor the palette has a cancelled or deleted colour: like a released option,
    // these bookings hold nothing, so they show (if the calendar shows them at all) as released.
    case "freed":
    case "aborted":
    case "deleted":
      return "released";
  }
}

// Rule 5's "until confirmed": the states on the way to a firm booking.
const BEFORE_CONFIRMATION: ReadonlySet<BookingState> = new Set<BookingState>(["draft", "planned", "waiting"]);

function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === "string" && ISO_DATE.test(value);
}

// A recorded (or planned) check time counts as passed from its calendar day on: the calendar
// works in whole days and gets the property's date, not a clock.
function hasPassed(time: string | null | undefined, today: string): boolean {
  const day = typeof time === "string" ? time.slice(0, 10) : null;
  return isIsoDate(day) && day <= today;
}

/**
 * The colour of a calendar entry: spec part 2, section 4, rules 1 to 10, first match wins.
 * `today` is the property's calendar date (YYYY-MM-DD).
 */
export function entryColour(entry: CalendarEntry, config: CalendarColourConfig, today: string): EntryColour {
  if (!isIsoDate(today)) throw new RangeError(`today must be YYYY-MM-DD: ${today}`);

  // 1. An explicit colour wins (one that is not a valid colour counts as not set).
  const explicit = "colour" in entry ? normaliseHex(entry.colour) : null;
  if (explicit !== null) return own(explicit, 1);

  switch (entry.kind) {
    case "weekend":
    case "today":
    case "selection":
      return fromPalette(config, entry.kind, 10);
    case "event":
      return fromPalette(config, "event", hasReason(entry.reason) ? 2 : 10);
    case "blocker":
      // 2. An event blocker with a reason is an event; without one it is just a block.
      if (entry.type === "Event" && hasReason(entry.reason)) return fromPalette(config, "event", 2);
      return fromPalette(config, entry.type === "OutOfOrder" ? "outOfOrder" : "blocked", 10);
    case "booking":
      return bookingColour(entry, config, today);
  }
}

// The grid colours hundreds of entries per answer in a handful of colours: remember the text colour.
const textOn = new Map<string, TextColour>();
function cachedTextColourOn(background: string): TextColour {
  let text = textOn.get(background);
  if (text === undefined) {
    text = textColourOn(background);
    if (textOn.size > 1000) textOn.clear();
    textOn.set(background, text);
  }
  return text;
}

function fromPalette(config: CalendarColourConfig, entryType: CalendarEntryType, rule: ColourRule): EntryColour {
  // A broken setting must not break the calendar: fall back to the default of that type.
  const background = normaliseHex(config.palette[entryType]) ?? DEFAULT_CALENDAR_COLOURS[entryType];
  return { background, text: cachedTextColourOn(background), rule, entryType };
}

function own(background: string, rule: ColourRule): EntryColour {
  return { background, text: cachedTextColourOn(background), rule, entryType: null };
}

function hasReason(reason: string | null | undefined): boolean {
  return typeof reason === "string" && reason.trim() !== "";
}

function bookingColour(entry: BookingCalendarEntry, config: CalendarColourConfig, today: string): EntryColour {
  // 3. Old bookings (departure day reached) are greyed out if configured.
  if (config.greyOutOldBookings && isIsoDate(entry.dateTo) && entry.dateTo <= today)
    return fromPalette(config, "pastBooking", 3);

  // 4. Passed check-out, else passed check-in, of the booking or (if configured) of this row's room.
  const times: CheckTimes | undefined = config.checkInOutPerRoom ? entry.room : entry;
  if (times) {
    if (hasPassed(times.checkedOutAt, today)) return fromPalette(config, "checkedOut", 4);
    if (hasPassed(times.checkedInAt, today)) return fromPalette(config, "checkedIn", 4);
  }

  // 5. Until confirmed, the state colour, if configured.
  if (config.stateColourUntilConfirmed && BEFORE_CONFIRMATION.has(entry.state))
    return fromPalette(config, bookingStateEntryType(entry, today), 5);

  // 6. planned + resolved = released.
  if (entry.state === "planned" && entry.resolved) return fromPalette(config, "released", 6);

  // 7. confirmed + resolved = confirmed-resolved; the state resolved means the same (see booking-states.md).
  if ((entry.state === "confirmed" && entry.resolved) || entry.state === "resolved")
    return fromPalette(config, "resolvedBooking", 7);

  // 8. Free of charge, if a colour is configured.
  const freeOfCharge = normaliseHex(config.freeOfChargeColour);
  if (entry.freeOfCharge === true && freeOfCharge !== null) return own(freeOfCharge, 8);

  // 9. The booking category's colour.
  const category = normaliseHex(entry.categoryColour);
  if (category !== null) return own(category, 9);

  // 10. The state colour.
  return fromPalette(config, bookingStateEntryType(entry, today), 10);
}
