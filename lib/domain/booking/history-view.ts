// The changes of a booking version as an operator reads them. The stored diff is by path over the
// whole booking ("rooms[812].customers[45].fullName", "customerId", "calculation[3].price"); this
// keeps what a person can read (names, dates, states, counts), names a room by its name, and
// leaves out ids and what follows from other changes (the calculation's lines show as the total,
// the booking's guest list as the guests of each room). Pure: the page translates `field` and
// writes each value with historyValue (money in the currency it was in, languages by their name).
import { formatDay } from "../../i18n/date-format";
import { formatMoney } from "../../i18n/money-format";
import type { Changes, VersionMoney } from "./history";

export type HistoryEntry = {
  /** a field label key (bookingPages.history.fields.*) when known, else the path as it is */
  field: string;
  known: boolean;
  /** the room or cabin the change is about (the guest, for a share of the invoice) */
  room: string | null;
  from: unknown;
  to: unknown;
  /** a money value's currency on each side (the version's; a currency change gives two) */
  currency?: { from: string | null; to: string | null };
};

/** Booking fields shown under their label (a related record by its name). */
const TOP: Record<string, string> = {
  state: "state",
  previousState: "previousState",
  resolved: "resolved",
  bookingNo: "bookingNo",
  reservationNo: "reservationNo",
  offerNo: "offerNo",
  type: "type",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  noOfPax: "noOfPax",
  language: "language",
  currency: "currency",
  total: "total",
  roomPrice: "roomPrice",
  expenses: "expenses",
  optionUntil: "optionUntil",
  onsite: "onsite",
  todo: "todo",
  hasOpenTodos: "hasOpenTodos",
  hasExceededDueDate: "hasExceededDueDate",
  paymentDueDate: "paymentDueDate",
  paid: "paid",
  open: "open",
  invoiceSplit: "invoiceSplit",
  checkedInAt: "checkedInAt",
  checkedOutAt: "checkedOutAt",
  paidAt: "paidAt",
  bookingDate: "bookingDate",
  reservationDate: "reservationDate",
  cancelationDate: "cancelationDate",
  resolvedDate: "resolvedDate",
  freedDate: "freedDate",
  deletedDate: "deletedDate",
  "customer.fullName": "customer",
  "agency.name": "agency",
  "resort.name": "resort",
  "vessel.name": "vessel",
  "tour.name": "tour",
  "source.name": "source",
  "category.name": "category",
  "schedule.from": "tripFrom",
  "schedule.to": "tripTo",
  "termsOfPayment.name": "termsOfPayment",
  "user.name": "owner",
  // the reason staff gave when a guard asked (an early check-in, a check-out with money open)
  reason: "reason",
  // the divers checked in although they did not meet the trip's requirements (an override)
  notEligible: "notEligible",
};

/** Fields of one of the booking's rooms shown under their label. */
const ROOM: Record<string, string> = {
  name: "room",
  type: "roomType",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  noOfPax: "noOfPax",
  exclusive: "exclusive",
  locked: "locked",
  active: "holdsInventory",
  checkedInAt: "checkedInAt",
  checkedOutAt: "checkedOutAt",
};

/** Every label a history line can carry (each has a message in both languages). */
export const HISTORY_FIELDS: readonly string[] = [
  ...new Set([
    ...Object.values(TOP),
    ...Object.values(ROOM),
    "beds",
    "guests",
    "invoiceSplit",
    "paymentAmount",
    "paymentStatus",
    "reference",
  ]),
];

// never shown: ids, what the calculation lines and the guest list repeat, what changes every time
const HIDDEN =
  /^(calculation|guests\[|guests$|instalments|version$|updatedAt$|createdAt$|documents\[)|(^|\.)(id|\w+Ids?)$/;

const ROOM_PATH = /^rooms\[(\d+)\]\.(.+)$/;
const PAYMENT_PATH = /^payments\[(\d+)\]\.(amount|status)$/;
// a guest's share of a split invoice, by customer id
const SPLIT_PATH = /^invoiceSplit\[(\d+)\]\.percent$/;
// a reference (the agency's number, a voucher ...) by its id: its type and value, never its id or date
const REFERENCE_PATH = /^references\[([^\]]+)\]\.(\w+)$/;
const BED_PATH = /^beds\[\d+\]\.internalId$/;
const MONEY_FIELDS = new Set(["total", "roomPrice", "expenses", "paid", "open"]);
const percent = (v: unknown) => (v === null || v === undefined ? null : `${String(v)} %`);
// nothing on either side: an empty list or record that came or went ("documents": [] before the first)
const blank = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === "" ||
  (Array.isArray(v) ? !v.length : typeof v === "object" && !Object.keys(v).length);

/**
 * A room's beds that changed: a bed given up and taken again in the same version (a move writes
 * the room's beds anew) stayed and shows nothing; one given up for another is one line.
 */
function bedLines(room: string, changed: { from: unknown; to: unknown }[]): HistoryEntry[] {
  const gone = changed.filter((c) => c.from !== null && c.to === null).map((c) => c.from);
  const came: unknown[] = [];
  for (const c of changed.filter((c) => c.from === null && c.to !== null)) {
    const again = gone.indexOf(c.to);
    if (again >= 0) gone.splice(again, 1);
    else came.push(c.to);
  }
  const lines = changed.filter((c) => c.from !== null && c.to !== null);
  for (let i = 0; i < Math.max(gone.length, came.length); i++)
    lines.push({ from: gone[i] ?? null, to: came[i] ?? null });
  return lines.map((c) => ({ field: "beds", known: true, room, from: c.from, to: c.to }));
}

/** One reference as a reader knows it: its type (when it has one) and its value. */
const referenceText = (type: unknown, value: unknown) =>
  [type, value].filter((v) => v !== null && v !== undefined && v !== "").join(" ") || null;

/**
 * What an action did, where its name does not say: lockUnlockRoom pins or unpins
 * ("lockUnlockRoom/lock", "lockUnlockRoom/unlock") by the room's new `locked`.
 */
export function historyAction(action: string, changes: Changes): string {
  if (action !== "lockUnlockRoom") return action;
  const locked = Object.entries(changes).find(([path]) => /^rooms\[\d+\]\.locked$/.test(path))?.[1];
  return locked ? `${action}/${locked.to === true ? "lock" : "unlock"}` : action;
}

const ROOM_NAME_PATH = /^rooms\[(\d+)\]\.name$/;

/**
 * The name of every room or cabin the booking held, by booking-room id: its current rooms' names,
 * and for a room removed since, the last name its versions stored. A removed room's earlier
 * entries (its check-in, its nights) name it like the entry that removed it, not by its id.
 */
export function historyRoomNames(
  versions: readonly { version: number; changes: unknown }[],
  currentRooms: readonly { id: number; name: string }[],
): Map<number, string> {
  const names = new Map<number, string>();
  for (const v of [...versions].sort((a, b) => a.version - b.version))
    for (const [path, change] of Object.entries((v.changes ?? {}) as Changes)) {
      const id = ROOM_NAME_PATH.exec(path)?.[1];
      // a room leaving the version names itself in `from`
      const name = change.to ?? change.from;
      if (id && typeof name === "string") names.set(Number(id), name);
    }
  for (const r of currentRooms) names.set(r.id, r.name);
  return names;
}

/**
 * `money`: the currencies of the version (its snapshot's), for a money value whose currency did
 * not change with it; without it the page's booking currency is left to stand in.
 */
export function readableChanges(
  changes: Changes,
  roomNames: ReadonlyMap<number, string>,
  customerNames: ReadonlyMap<number, string> = new Map(),
  money: VersionMoney = { currency: null, payments: {} },
): HistoryEntry[] {
  // a room added or removed in this version names itself
  const nameOf = (id: number) => {
    const own = changes[`rooms[${id}].name`];
    return roomNames.get(id) ?? (own?.to as string | null) ?? (own?.from as string | null) ?? `#${id}`;
  };
  // the booking's currency before and after this version: both change with a currency change
  const currencyChange = changes.currency as { from: string | null; to: string | null } | undefined;
  const bookingCurrency = currencyChange ?? { from: money.currency, to: money.currency };
  // each line in the order of its first change; a room's beds and a reference are one group each
  const out: (HistoryEntry | (() => HistoryEntry[]))[] = [];
  const beds = new Map<string, { from: unknown; to: unknown }[]>();
  const references = new Map<string, Record<string, { from: unknown; to: unknown }>>();
  for (const [path, c] of Object.entries(changes)) {
    if (blank(c.from) && blank(c.to)) continue;
    const inRoom = ROOM_PATH.exec(path);
    if (inRoom) {
      const [, id, rest] = inRoom;
      const room = nameOf(Number(id));
      // a room that came or went is one line (and its guests), not each of its fields
      const named = changes[`rooms[${id}].name`];
      const cameOrWent = named !== undefined && (named.from === null || named.to === null);
      if (/^customers\[\d+\]\.fullName$/.test(rest)) out.push({ field: "guests", known: true, room, ...c });
      else if (BED_PATH.test(rest) && !cameOrWent) {
        if (!beds.has(id)) {
          beds.set(id, []);
          out.push(() => bedLines(room, beds.get(id)!));
        }
        beds.get(id)!.push(c);
      } else if (Object.hasOwn(ROOM, rest) && (!cameOrWent || rest === "name"))
        out.push({ field: ROOM[rest], known: true, room, ...c });
      continue; // ids, sort, the room's other details
    }
    const reference = REFERENCE_PATH.exec(path);
    if (reference) {
      const [, id, key] = reference;
      if (!references.has(id)) {
        references.set(id, {});
        out.push(() => {
          const { type, value } = references.get(id)!;
          const from = referenceText(type?.from, value?.from);
          const to = referenceText(type?.to, value?.to);
          return from === to ? [] : [{ field: "reference", known: true, room: null, from, to }];
        });
      }
      references.get(id)![key] = c;
      continue;
    }
    // the list as a whole only says it was empty (its references show one by one)
    if (path === "references") continue;
    const payment = PAYMENT_PATH.exec(path);
    if (payment) {
      const [, id, key] = payment;
      if (key === "status") {
        out.push({ field: "paymentStatus", known: true, room: null, ...c });
        continue;
      }
      // a payment is in its own currency (a new or removed one says it in this version)
      const own = changes[`payments[${id}].currency`] as { from: string | null; to: string | null } | undefined;
      const kept = money.payments[id] ?? null;
      const currency = {
        from: own?.from ?? kept ?? bookingCurrency.from,
        to: own?.to ?? kept ?? bookingCurrency.to,
      };
      out.push({ field: "paymentAmount", known: true, room: null, ...c, currency });
      continue;
    }
    const share = SPLIT_PATH.exec(path);
    if (share) {
      const guest = customerNames.get(Number(share[1])) ?? `#${share[1]}`;
      out.push({ field: "invoiceSplit", known: true, room: guest, from: percent(c.from), to: percent(c.to) });
      continue;
    }
    if (HIDDEN.test(path) || path.startsWith("payments[") || path.startsWith("invoiceSplit[")) continue;
    const field = Object.hasOwn(TOP, path) ? TOP[path] : undefined;
    // a related record shows by its name; its other fields (ids, e-mail, colour) stay out
    if (!field && /^(customer|agency|resort|vessel|tour|source|category|schedule)\./.test(path)) continue;
    if (field && MONEY_FIELDS.has(field)) out.push({ field, known: true, room: null, ...c, currency: bookingCurrency });
    else out.push({ field: field ?? path, known: !!field, room: null, ...c });
  }
  return out.flatMap((e) => (typeof e === "function" ? e() : [e]));
}

export type HistoryFormat = {
  locale: string;
  /** the booking's currency now: for a money value whose version's is not known */
  currency: string;
  yesNo: (v: boolean) => string;
  /** a booking state's label */
  state: (s: string) => string;
  /** an instant in the operator's time zone */
  instant: (iso: string) => string;
  /** a name as the reader's language has it (the demo's seeded names), else as stored */
  named?: (field: string, value: string) => string;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A language code by its name in the reader's language ("en" is "Englisch" in German). */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language", fallback: "code" }).of(code) ?? code;
  } catch {
    return code; // not a language tag
  }
}

/** One side of a change as the reader reads it: "–" for nothing, money in its currency, a language by its name. */
export function historyValue(e: HistoryEntry, side: "from" | "to", f: HistoryFormat): string {
  const v = e[side];
  if (blank(v)) return "–";
  if (typeof v === "boolean") return f.yesNo(v);
  if ((MONEY_FIELDS.has(e.field) || e.field === "paymentAmount") && (typeof v === "string" || typeof v === "number"))
    return formatMoney(String(v), e.currency?.[side] ?? f.currency, f.locale);
  if (typeof v === "string" && (e.field === "state" || e.field === "previousState")) return f.state(v);
  if (typeof v === "string" && e.field === "language") return languageName(v, f.locale);
  if (typeof v === "string" && ISO_DAY.test(v)) return formatDay(v, f.locale);
  if (typeof v === "string" && ISO_INSTANT.test(v)) return f.instant(v);
  if (Array.isArray(v)) return v.map(String).join(", ");
  if (typeof v === "string" && f.named) return f.named(e.field, v);
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}
