// Token refresh fires 120 s before expiry and is scheduled only when the expiry is more than
// 240 s away (spec part 1, section 9).
export const REFRESH_BEFORE_MS = 120_000;
export const MIN_REMAINING_MS = 240_000;

/** Milliseconds until the refresh should run, or null when none is scheduled. */
export function refreshDelayMs(expiresAt: number, now: number): number | null {
  const remaining = expiresAt - now;
  if (remaining <= MIN_REMAINING_MS) return null;
  return remaining - REFRESH_BEFORE_MS;
}
