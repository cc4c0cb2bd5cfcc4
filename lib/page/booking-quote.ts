// The answer of POST /api/bookings/quote in the caller's language: the total, the lines a booking
// of this selection would get, what would stop "Book" now (a room taken, a blocker, the gender rule
// of a shared cabin; nights without a price), and, for staff, why the price is what it is (the
// same explanation as the booking page's). The wizard shows it while the selection changes.
import "server-only";
import { z } from "zod";
import type { AppError } from "../core/errors";
import type { BookingQuote } from "../domain/booking/quote-booking";
import { priceGaps, unpricedError } from "../domain/booking/calculation/price-gaps";
import { quotedLineAnswer } from "../domain/pricing/answer-schemas";
import { quoteLines } from "../domain/pricing/text-in-language";
import type { Locale } from "../i18n/locale";
import { errorBody } from "../http/error-response";
import { wireDecimal } from "../validation/wire";
import { explainResult } from "./booking-calculation";

const special = z.object({
  id: z.number(),
  name: z.string(),
  applied: z.boolean(),
  outcome: z.string(),
  forced: z.boolean(),
  matched: z.array(z.string()),
  failed: z.string().nullable(),
  conflictWith: z.string().nullable(),
  effect: z.string().nullable(),
});

export const bookingQuoteAnswer = z.object({
  total: wireDecimal,
  currency: z.string(),
  lines: z.array(quotedLineAnswer.extend({ key: z.string() })),
  /** what would refuse the booking now, in words (the 409 POST /api/bookings would answer) */
  warnings: z.array(
    z.object({ reason: z.string(), message: z.string(), roomId: z.number().nullable(), room: z.string().nullable() }),
  ),
  explain: z
    .object({
      prices: z.array(z.object({ name: z.string(), chosen: z.boolean(), reason: z.string() })),
      lines: z.array(z.object({ key: z.string(), text: z.string(), steps: z.array(z.string()) })),
      specials: z.array(special),
    })
    .nullable(),
});
export type BookingQuoteAnswer = z.infer<typeof bookingQuoteAnswer>;

function warningOf(e: AppError, req: Request, locale: Locale) {
  const d = (e.details ?? {}) as { reason?: string; roomId?: number; room?: string };
  return {
    reason: d.reason ?? e.code,
    message: errorBody(e, req, locale).message,
    roomId: typeof d.roomId === "number" ? d.roomId : null,
    room: typeof d.room === "string" ? d.room : null,
  };
}

export async function presentQuote(q: BookingQuote, req: Request, locale: Locale): Promise<BookingQuoteAnswer> {
  const { result } = q;
  const gaps = priceGaps(result.lines);
  const warnings = [...(q.conflict ? [q.conflict] : []), ...(gaps.length ? [unpricedError(gaps)] : [])];
  return {
    total: result.total.toFixed(2),
    currency: result.totals.currency,
    lines: quoteLines(result.lines, locale),
    warnings: warnings.map((w) => warningOf(w, req, locale)),
    explain: q.seesWhy ? await explainResult(result, locale) : null,
  };
}
