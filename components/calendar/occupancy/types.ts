// What the occupancy grid's parts share: the server's answer, a room's row as the grid draws it,
// a selection of nights, and the window arithmetic (two months from the first of a month).
import { addMonths, format, parseISO, startOfMonth } from "date-fns";
import type { GridStayDay } from "@/lib/domain/inventory/grid-stays";
import type { GridEntry, GridRoom } from "@/lib/domain/booking/occupancy-grid";
import type { Grid as WireGridUnpacked } from "@/lib/domain/booking/grid-wire";

/** GET /api/rooms/occupancy, unpacked (grid-wire.ts) */
export type Grid = WireGridUnpacked;
export type BlockerEntry = Extract<GridEntry, { kind: "blocker" }>;
/** A night's stay rules as a cell draws them, with the reasons spelled out for its tooltip. */
export type StayCell = {
  noArrival: boolean;
  noDeparture: boolean;
  stopSell: boolean;
  minNights: number;
  title: string;
};
/** Nights `start` to `end` (column indexes, either order) of row `row`. */
export type Selection = { row: number; start: number; end: number };

/** One room's row: its entries with their column span, which nights are taken, its stay rules. */
export type RowData = {
  /** unique per row: the room, on a departure's chart the room and bed */
  key: string;
  room: GridRoom;
  spans: { entry: GridEntry; start: number; end: number }[];
  taken: Uint8Array;
  /** per night: what the stay rules restrict (undefined: nothing) */
  stays?: (StayCell | undefined)[];
  stayDays?: GridStayDay[];
};

/** The header row's height in pixels. */
export const HEADER = 44;
export const ymd = (d: Date) => format(d, "yyyy-MM-dd");
export const monthStart = (iso: string) => ymd(startOfMonth(parseISO(iso)));
/** The first of the month `months` after (or before) the month of `month`. */
export const shiftMonth = (month: string, months: number) => monthStart(ymd(addMonths(parseISO(month), months)));
/** The window: two months from the first of `month`. */
export const windowOf = (month: string) => ({ from: month, to: ymd(addMonths(parseISO(month), 2)) });
