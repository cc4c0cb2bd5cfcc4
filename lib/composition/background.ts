// Background jobs of the booking engine, started with the server (instrumentation.ts). Every app
// server may run them: the expiry sweep takes options with FOR UPDATE SKIP LOCKED, so each option
// is expired exactly once however many servers sweep.
import { dropOldIdempotencyKeys, sweepExpiredOptions } from "../domain/booking/expire-options";

const SWEEP_MS = 60_000;
const CLEANUP_MS = 3600_000;

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
    every(CLEANUP_MS, "idempotency key cleanup", () => dropOldIdempotencyKeys()),
  ];
  return () => stops.forEach((stop) => stop());
}
