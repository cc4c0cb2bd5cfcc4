// Nothing without a price is sold online: the pricing engine marks nights it finds no price for
// with a no-price notice line (and a price it cannot convert with a no-rate line) instead of a
// silent zero (docs/pricing.md, "No matching price"). This reads those lines from an engine result
// or a stored calculation and turns them into the 409 a guest can act on.
import { addCalendarDays } from "../../../core/dates";
import { db, type Tx } from "../../../core/db";
import { AppError } from "../../../core/errors";
import type { CalculationLine, CalculationResult } from "../../pricing/types";

/** Nights of a room the engine could not price, or a price it could not convert. */
export type PriceGap =
  | { reason: "noPrice"; roomType: string; room: string; from: string; to: string; nights: number }
  | { reason: "noRate"; currency: string; to: string };

/** The gaps of a calculation (pure): its no-price and no-rate notice lines, in line order. */
export function priceGaps(lines: readonly Pick<CalculationLine, "source" | "text">[]): PriceGap[] {
  const out: PriceGap[] = [];
  for (const l of lines) {
    if (l.source.kind !== "notice") continue;
    const v = l.text.values ?? {};
    if (l.source.reason === "noPrice") {
      const from = String(v.from);
      const nights = Number(v.nights);
      out.push({
        reason: "noPrice",
        roomType: String(v.roomType ?? ""),
        room: String(v.room ?? ""),
        from,
        to: addCalendarDays(from, nights),
        nights,
      });
    } else if (l.source.reason === "noRate") out.push({ reason: "noRate", currency: String(v.from), to: String(v.to) });
  }
  return out;
}

/** The 409 for a choice with gaps: the first one named in the guest's words, all of them in details. */
export function unpricedError(gaps: PriceGap[]): AppError {
  const first = gaps[0];
  const details = { reason: "NO_PRICE", gaps };
  if (first.reason === "noRate")
    return new AppError("CONFLICT", "errors.NO_PRICE_rate", {
      values: { from: first.currency, to: first.to },
      details,
    });
  return new AppError("CONFLICT", "errors.NO_PRICE", {
    values: { what: first.roomType, from: first.from, to: first.to },
    details,
  });
}

/** Throws the 409 when the engine could not price all of it. */
export function assertPriced(result: Pick<CalculationResult, "lines">): void {
  const gaps = priceGaps(result.lines);
  if (gaps.length) throw unpricedError(gaps);
}

/**
 * Whether a stored booking's calculation has a gap (a booking made before this check, or by staff
 * for dates without a price): such a booking is not paid in full, whatever it shows as open.
 */
export async function priceMissing(bookingId: number, tx: Tx = db()): Promise<boolean> {
  const n = await tx.bookingCalculationLine.count({
    where: { bookingId, OR: [{ key: { endsWith: ":noPrice" } }, { key: { endsWith: ":noRate" } }] },
  });
  return n > 0;
}
