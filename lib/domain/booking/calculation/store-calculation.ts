// Stores a booking's calculation: runs the engine on the booking as it now is (with what staff
// changed by hand) and writes its lines, total and room price in the caller's transaction. Every
// booking change ends here (afterBookingChange), so the stored lines, the total and the sum of
// the billable lines never disagree. A line keeps its row (and id) while its key stays, so
// calculation/{calcId} keeps naming the same line across recalculations.
import type { Prisma, Tx } from "../../../core/db";
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
  if (gone.length) await tx.bookingCalculationLine.deleteMany({ where: { id: { in: gone } } });
  const fresh = rows.filter((r) => !byKey.has(r.key));
  if (fresh.length) await tx.bookingCalculationLine.createMany({ data: fresh });
  for (const r of rows) {
    const old = byKey.get(r.key);
    if (!old) continue;
    const { id: _id, ...oldRow } = old;
    if (fingerprint(oldRow) !== fingerprint(r))
      await tx.bookingCalculationLine.update({ where: { id: old.id }, data: r });
  }

  const roomPrice = sum(result.lines.filter((l) => l.type === "room_cost").map((l) => l.total));
  // a missing price opens a todo and its fix closes it; a todo staff wrote stays theirs
  const hadNotice = stored.some((l) => (l.source as { kind?: string }).kind === "notice");
  const hasOpenTodos =
    result.todo && !hadNotice ? true : !result.todo && hadNotice && !booking.todo ? false : booking.hasOpenTodos;
  // the first instalment not yet paid: what hasExceededDueDate and the open-payment lists compare with today
  const paymentDueDate = dueDateToStore(booking.state, result.totals.paymentPlan, result.totals.paid);
  if (
    envelope ||
    !booking.total.equals(result.total) ||
    !(booking.roomPrice?.equals(roomPrice) ?? false) ||
    booking.hasOpenTodos !== hasOpenTodos ||
    booking.paymentDueDate?.getTime() !== paymentDueDate?.getTime()
  )
    await tx.booking.update({
      where: { id: bookingId },
      data: { ...envelope, total: result.total, roomPrice, hasOpenTodos, paymentDueDate },
    });
  return result;
}
