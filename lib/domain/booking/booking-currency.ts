// Which currency a booking may be in: one of the operator's active currencies (the list
// GET /api/currency/keys answers). A code that only looks like one ("ZZZ") has no rate and no
// decimals, so the booking could be neither priced nor paid; it is a 400 naming the field.
import type { Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { defaultCurrency } from "../../core/operator";

/** True when `code` is active, or the operator's default (what a booking without one gets anyway). */
export async function isBookingCurrency(tx: Tx, code: string): Promise<boolean> {
  const active = await tx.currency.findFirst({ where: { code, isActive: true }, select: { code: true } });
  return active !== null || code === (await defaultCurrency(tx));
}

/** Each code given that a booking may not be in is a 400 at `path` (the first one found). */
export async function assertBookingCurrencies(
  tx: Tx,
  codes: readonly (string | null | undefined)[],
  path = "currency",
): Promise<void> {
  for (const code of new Set(codes))
    if (code != null && !(await isBookingCurrency(tx, code)))
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path, message: "validation.inactiveCurrency" }],
      });
}
