// Stores a booking's calculation: runs the engine on the booking as it now is (with what staff
// changed by hand) and writes its lines, total and room price in the caller's transaction. Every
// booking change ends here (afterBookingChange), so the stored lines, the total and the sum of
// the billable lines never disagree. A line keeps its row (and id) while its key stays, so
// calculation/{calcId} keeps naming the same line across recalculations.
import { Prisma, type Tx } from "../../../core/db";
import { columnList, columnsOf, jsonRecord, jsonRecords } from "../../../core/json-rows";
import { sum } from "../../../core/money";
import { calculateBooking } from "../../pricing/calculate";
import { pricingInputFor } from "../../pricing/load-pricing";
import { loadBookingForStore } from "./load-snapshot";
import { dueDateToStore } from "../payment-due";
import { lineFigures } from "../../pricing/calculation-json";
import type { CalculationLine, CalculationResult } from "../../pricing/types";

type LineRow = Omit<Prisma.BookingCalculationLineCreateManyInput, "id">;

function rowOf(bookingId: number, l: CalculationLine, fees: Set<number | string>): LineRow {
  return {
    bookingId,
    key: l.key,
    sort: l.sort,
    type: l.type,
    text: l.text as Prisma.InputJsonValue,
    ...lineFigures(l),
    source: l.source as Prisma.InputJsonValue,
    editable: l.editable,
    deletable: l.deletable,
    onsite: l.onsite,
    taxable: l.taxable,
    commissionable: l.commissionable,
    cancellationFee: l.source.kind === "manual" && fees.has(l.source.id),
  };
}

/** Comparable form of a value: object keys sorted (JSONB reorders them), decimals by value. */
function canonical(v: unknown): unknown {
  if (v == null || typeof v !== "object") return v;
  if ("toFixed" in v) return String(v);
  if (Array.isArray(v)) return v.map(canonical);
  return Object.fromEntries(
    Object.entries(v)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, x]) => [k, canonical(x)]),
  );
}
const fingerprint = (r: object) => JSON.stringify(canonical(r));

/**
 * Recalculates `bookingId` and stores the result; answers it. `envelope`: the booking's dates and
 * party size are put in step with its rooms and guests first (afterBookingChange), in the same
 * update as the total.
 */
export async function storeCalculation(
  tx: Tx,
  bookingId: number,
  o: { envelope?: boolean } = {},
): Promise<CalculationResult> {
  const { snapshot, envelope, stored: booking } = await loadBookingForStore(tx, bookingId, o);
  const result = calculateBooking(await pricingInputFor(tx, snapshot));
  const stored = booking.lines;
  const feeIds = new Set<number | string>(booking.feeIds);
  const rows = result.lines.map((l) => rowOf(bookingId, l, feeIds));
  const byKey = new Map(stored.map((s) => [s.key, s]));
  const keys = new Set(rows.map((r) => r.key));

  const gone = stored.filter((s) => !keys.has(s.key)).map((s) => s.id);
  const fresh = rows.filter((r) => !byKey.has(r.key));
  const changed = rows.flatMap((r) => {
    const old = byKey.get(r.key);
    if (!old) return [];
    const { id, ...oldRow } = old;
    return fingerprint(oldRow) !== fingerprint(r) ? [{ id, ...r }] : [];
  });

  const roomPrice = sum(result.lines.filter((l) => l.type === "room_cost").map((l) => l.total));
  // a missing price opens a todo and its fix closes it; a todo staff wrote stays theirs
  const hadNotice = stored.some((l) => (l.source as { kind?: string }).kind === "notice");
  const hasOpenTodos =
    result.todo && !hadNotice ? true : !result.todo && hadNotice && !booking.todo ? false : booking.hasOpenTodos;
  // the first instalment not yet paid: what hasExceededDueDate and the open-payment lists compare with today
  const paymentDueDate = dueDateToStore(booking.state, result.totals.paymentPlan, result.totals.paid);
  const update =
    envelope ||
    !booking.total.equals(result.total) ||
    !(booking.roomPrice?.equals(roomPrice) ?? false) ||
    booking.hasOpenTodos !== hasOpenTodos ||
    booking.paymentDueDate?.getTime() !== paymentDueDate?.getTime()
      ? { ...envelope, total: result.total, roomPrice, hasOpenTodos, paymentDueDate, updatedAt: new Date() }
      : null;
  await writeCalculation(tx, bookingId, { gone, fresh, changed, update });
  return result;
}

/**
 * The lines that went, the new ones, the changed ones and the booking's own figures: one statement
 * (each a round trip otherwise; issue 43's budget), nothing sent when nothing changed.
 */
async function writeCalculation(
  tx: Tx,
  bookingId: number,
  w: {
    gone: number[];
    fresh: LineRow[];
    changed: (LineRow & { id: number })[];
    update: Record<string, unknown> | null;
  },
) {
  const parts: Prisma.Sql[] = [];
  if (w.gone.length)
    parts.push(Prisma.sql`gone AS (DELETE FROM "BookingCalculationLine" WHERE id = ANY(${w.gone}::int[]))`);
  if (w.fresh.length) {
    const columns = columnsOf(w.fresh);
    parts.push(Prisma.sql`fresh AS (
      INSERT INTO "BookingCalculationLine" (${columnList(columns)})
      SELECT ${columnList(columns, "x.")} FROM ${jsonRecords("BookingCalculationLine", w.fresh)})`);
  }
  if (w.changed.length) {
    const columns = columnsOf(w.changed).filter((c) => c !== "id");
    parts.push(Prisma.sql`changed AS (
      UPDATE "BookingCalculationLine" AS t SET (${columnList(columns)}) = ROW(${columnList(columns, "x.")})
      FROM ${jsonRecords("BookingCalculationLine", w.changed)} WHERE t.id = x.id)`);
  }
  if (w.update) {
    const columns = columnsOf([w.update]);
    parts.push(Prisma.sql`booking AS (
      UPDATE "Booking" AS t SET (${columnList(columns)}) = ROW(${columnList(columns, "x.")})
      FROM ${jsonRecord("Booking", w.update)} WHERE t.id = ${bookingId}::int)`);
  }
  if (parts.length) await tx.$executeRaw(Prisma.sql`WITH ${Prisma.join(parts, ", ")} SELECT 1`);
}
