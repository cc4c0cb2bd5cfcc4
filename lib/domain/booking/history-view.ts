// The changes of a booking version as an operator reads them. The stored diff is by path over the
// whole booking ("rooms[812].customers[45].fullName", "customerId", "calculation[3].price"); this
// keeps what a person can read (names, dates, states, counts), names a room by its name, and
// leaves out ids and what follows from other changes (the calculation's lines show as the total,
// the booking's guest list as the guests of each room). Pure: the page translates `field`.
import type { Changes } from "./history";

export type HistoryEntry = {
  /** a field label key (bookingPages.history.fields.*) when known, else the path as it is */
  field: string;
  known: boolean;
  /** the room or cabin the change is about (the guest, for a share of the invoice) */
  room: string | null;
  from: unknown;
  to: unknown;
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

// never shown: ids, what the calculation lines and the guest list repeat, what changes every time
const HIDDEN = /^(calculation|guests\[|guests$|version$|updatedAt$|createdAt$|documents\[)|(^|\.)(id|\w+Ids?)$/;

const ROOM_PATH = /^rooms\[(\d+)\]\.(.+)$/;
const PAYMENT_PATH = /^payments\[\d+\]\.(amount|status)$/;
// a guest's share of a split invoice, by customer id
const SPLIT_PATH = /^invoiceSplit\[(\d+)\]\.percent$/;
const percent = (v: unknown) => (v === null || v === undefined ? null : `${String(v)} %`);

export function readableChanges(
  changes: Changes,
  roomNames: ReadonlyMap<number, string>,
  customerNames: ReadonlyMap<number, string> = new Map(),
): HistoryEntry[] {
  // a room added or removed in this version names itself
  const nameOf = (id: number) => {
    const own = changes[`rooms[${id}].name`];
    return roomNames.get(id) ?? (own?.to as string | null) ?? (own?.from as string | null) ?? `#${id}`;
  };
  const out: HistoryEntry[] = [];
  for (const [path, c] of Object.entries(changes)) {
    const inRoom = ROOM_PATH.exec(path);
    if (inRoom) {
      const [, id, rest] = inRoom;
      const room = nameOf(Number(id));
      // a room that came or went is one line (and its guests), not each of its fields
      const named = changes[`rooms[${id}].name`];
      const cameOrWent = named !== undefined && (named.from === null || named.to === null);
      if (/^customers\[\d+\]\.fullName$/.test(rest)) out.push({ field: "guests", known: true, room, ...c });
      else if (/^beds\[\d+\]\.internalId$/.test(rest) && !cameOrWent)
        out.push({ field: "beds", known: true, room, ...c });
      else if (ROOM[rest] && (!cameOrWent || rest === "name")) out.push({ field: ROOM[rest], known: true, room, ...c });
      continue; // ids, sort, the room's other details
    }
    const payment = PAYMENT_PATH.exec(path);
    if (payment) {
      out.push({ field: payment[1] === "amount" ? "paymentAmount" : "paymentStatus", known: true, room: null, ...c });
      continue;
    }
    const share = SPLIT_PATH.exec(path);
    if (share) {
      const guest = customerNames.get(Number(share[1])) ?? `#${share[1]}`;
      out.push({ field: "invoiceSplit", known: true, room: guest, from: percent(c.from), to: percent(c.to) });
      continue;
    }
    if (HIDDEN.test(path) || path.startsWith("payments[") || path.startsWith("invoiceSplit[")) continue;
    const field = TOP[path];
    // a related record shows by its name; its other fields (ids, e-mail, colour) stay out
    if (!field && /^(customer|agency|resort|vessel|tour|source|category|schedule)\./.test(path)) continue;
    out.push({ field: field ?? path, known: !!field, room: null, ...c });
  }
  return out;
}
