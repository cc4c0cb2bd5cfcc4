// What staff change on a booking's calculation (POST /api/bookings/{id}/calculation ..., spec part
// 2 section 7) is one use case per file in this folder, each one booking edit: the change stored
// where every recalculation reads it (manual lines, line overrides, added or removed specials,
// products, the pinned price, a guest's variant, the commission). Manual lines and staff's changes
// stay when the price is reloaded; reloadPrice drops the changes to engine lines. This module holds
// what they share: which bookings' lines may still change, the refusals they answer, and the
// checks of a stored line, a price and the guests a line is for.
import { Prisma, type Tx } from "../../../core/db";
import { AppError, invalidField, notFound } from "../../../core/errors";
import type { Principal } from "../../../auth/principal";
import { assertOpen, checkedEdit, type EditInput, type LockedBooking } from "../lock-booking";

/** The fee lines of a cancelled booking may still be written; everything else only while it is open. */
export const FEE_STATES: readonly string[] = ["aborted"];

export function assertLinesEditable(b: LockedBooking, action: string) {
  if (FEE_STATES.includes(b.state) && !b.resolved) return;
  assertOpen(b, action);
}

/** A change of the calculation's lines as one booking edit, on a booking whose lines may still change. */
export const editLines = (
  input: EditInput,
  actor: Principal,
  action: string,
  change: (tx: Tx, b: LockedBooking) => Promise<void>,
  tx?: Tx,
) => checkedEdit(input, actor, action, (_tx, b) => assertLinesEditable(b, action), change, tx);

export const refused = (key: string, values: Record<string, string | number>) =>
  new AppError("CONFLICT", `errors.calculation.${key}`, { values, details: { reason: key, ...values } });

export type StoredLine = Prisma.BookingCalculationLineGetPayload<object>;

/** The stored line `lineId` of booking `bookingId` (404 for another booking's line). */
export async function lineOf(tx: Tx, bookingId: number, lineId: number): Promise<StoredLine> {
  const line = await tx.bookingCalculationLine.findFirst({ where: { id: lineId, bookingId } });
  if (!line) throw notFound();
  return line;
}

/** A change of the stored line `lineId` (404 for another booking's line), as editLines does it. */
export const editStoredLine = (
  input: EditInput & { lineId: number },
  actor: Principal,
  action: string,
  change: (tx: Tx, b: LockedBooking, line: StoredLine) => Promise<void>,
  tx?: Tx,
) => editLines(input, actor, action, async (tx, b) => change(tx, b, await lineOf(tx, b.id, input.lineId)), tx);

export const manualIdOf = (l: StoredLine): number | null => {
  const s = l.source as { kind?: string; id?: unknown };
  return s.kind === "manual" && typeof s.id === "number" ? s.id : null;
};

/** Lines whose price is a reduction (a special's or the price's discount): only these take a negative price. */
export const REDUCTION_TYPES: readonly string[] = ["special", "discount"];

/**
 * The price an engine line may be given: a room or product line costs 0 at least (a reduction is
 * a special or a manual discount line, docs/pricing.md section 13), a reduction line may go below.
 */
export const enginePriceAllowed = (lineType: string, price: string): boolean =>
  REDUCTION_TYPES.includes(lineType) || !price.startsWith("-");

/** `customerIds` must be guests of the booking: the first that is not is a 400 naming it ("customerIds.0"). */
export async function assertGuests(tx: Tx, bookingId: number, customerIds: readonly number[]) {
  if (!customerIds.length) return;
  const known = await tx.bookingGuest.findMany({
    where: { bookingId, customerId: { in: [...customerIds] } },
    select: { customerId: true },
  });
  const missing = customerIds.findIndex((c) => !known.some((k) => k.customerId === c));
  if (missing >= 0) throw invalidField(`customerIds.${missing}`, "validation.notAGuest");
}
