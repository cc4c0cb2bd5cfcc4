// Every outbox handler, for the sweeper that retries undelivered messages. A process delivering
// right after a commit has the handler already: the module that queued the message registered it.
import "../mail/outbox";
import "../domain/online/expiry-mails";
import { deliverOutbox } from "../core/outbox";

const SWEEP_MS = 60_000;

/** Retries due messages every minute (every app server may run it: leases keep them apart). */
export function startOutboxSweeper(): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverOutbox()
      .catch((e) => console.error("outbox sweep failed:", e))
      .finally(() => (running = false));
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
