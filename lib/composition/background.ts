// Background jobs of the booking engine, started with the server (instrumentation.ts). Every app
// server may run them: the expiry sweep takes options with FOR UPDATE SKIP LOCKED, so each option
// is expired exactly once however many servers sweep; the mail scheduler writes one row per rule
// and booking under a unique constraint before it sends, so each mail goes out once.
import { dropOldRateLimitHits } from "../core/rate-limit";
import { dropOldIdempotencyKeys, sweepExpiredOptions } from "../domain/booking/expire-options";
import { sendScheduledMails } from "../domain/mail/send-scheduled-mails";
// the expiry tells online guests by mail: its handlers must be there when the sweep commits
import "./outbox";

const SWEEP_MS = 60_000;
const CLEANUP_MS = 3600_000;
const SCHEDULER_MS = 300_000;

function every(ms: number, name: string, job: () => Promise<unknown>): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job()
      .catch((e) => console.error(`${name} failed:`, e))
      .finally(() => (running = false));
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}

export function startBackgroundJobs(): () => void {
  const stops = [
    every(SWEEP_MS, "option expiry sweep", async () => {
      // a backlog is worked off in batches
      while ((await sweepExpiredOptions({ limit: 100 })).length === 100);
    }),
    every(SCHEDULER_MS, "mail scheduler", () => sendScheduledMails()),
    every(CLEANUP_MS, "idempotency key cleanup", () => dropOldIdempotencyKeys()),
    // the rate limits count over an hour
    every(CLEANUP_MS, "rate limit cleanup", () => dropOldRateLimitHits(3600)),
  ];
  return () => stops.forEach((stop) => stop());
}
