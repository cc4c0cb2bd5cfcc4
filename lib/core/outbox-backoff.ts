// How the outbox retries a delivery that failed (lib/core/outbox.ts): the wait grows fourfold
// after each failed attempt (1, 4, 16, 64, 256 minutes, then 1024 minutes at most), and after
// MAX_ATTEMPTS attempts the message is given up (a mail shows as failed in /config/mailqueue,
// where POST /api/mailqueue/{id}/plan starts its attempts anew). Pure, tested without a database.

/** Attempts (the first one included) before a message is given up. */
export const MAX_ATTEMPTS = 8;

/** The longest wait between two attempts: 4^5 minutes (about 17 hours). */
const MAX_EXPONENT = 5;

/** Seconds to wait after the attempt numbered `attempts` (1 = the first) failed. */
export const retryDelaySeconds = (attempts: number) => 60 * 4 ** Math.min(Math.max(attempts, 1) - 1, MAX_EXPONENT);

/** Whether the attempt numbered `attempts` was the last one. */
export const givesUp = (attempts: number) => attempts >= MAX_ATTEMPTS;

/** When the next attempt is due after the attempt numbered `attempts` failed at `now`. */
export const nextAttemptAt = (attempts: number, now: Date) =>
  new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
