// The outbox: a side effect (a mail, a webhook) is a row written in the transaction of the change
// that causes it, delivered after that transaction commits. A rolled-back change sends nothing;
// a failed delivery is retried later. Senders lease rows with FOR UPDATE SKIP LOCKED, so several
// app servers never deliver one message at the same time.
import { afterCommit, db, type Prisma, type Tx } from "./db";
import { givesUp, MAX_ATTEMPTS, nextAttemptAt } from "./outbox-backoff";

export { MAX_ATTEMPTS };

export type OutboxHandler = (payload: Prisma.JsonValue) => Promise<unknown>;

const handlers = new Map<string, OutboxHandler>();

/** Registers who delivers messages of `topic` (lib/composition/outbox.ts loads them all). */
export function onOutbox(topic: string, handler: OutboxHandler) {
  handlers.set(topic, handler);
}

/**
 * Writes a message in `tx`; it is delivered once `tx` has committed, or with `at` not before then
 * (by the sweeper; a reminder).
 */
export async function enqueue(
  tx: Tx,
  topic: string,
  payload: Prisma.InputJsonValue,
  o: { at?: Date } = {},
): Promise<number> {
  const row = await tx.outboxMessage.create({
    data: { topic, payload, ...(o.at ? { availableAt: o.at } : {}) },
    select: { id: true },
  });
  if (!o.at || o.at.getTime() <= Date.now()) await afterCommit(() => deliverOutbox({ ids: [row.id] }));
  return row.id;
}

const LEASE_SECONDS = 300;

type Claimed = { id: number; topic: string; payload: Prisma.JsonValue; attempts: number };

/** Leases due messages (all due ones, or only `ids`), so no other sender takes them meanwhile. */
async function claim(ids: number[] | undefined, limit: number): Promise<Claimed[]> {
  return db().$queryRaw<Claimed[]>`
    UPDATE "OutboxMessage" SET "lockedUntil" = now() + make_interval(secs => ${LEASE_SECONDS}), "attempts" = "attempts" + 1
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMessage"
      WHERE "sentAt" IS NULL AND "failedAt" IS NULL AND "availableAt" <= now()
        AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
        AND (${ids ?? null}::int[] IS NULL OR "id" = ANY(${ids ?? null}::int[]))
      ORDER BY "id" LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING "id", "topic", "payload", "attempts"`;
}

/** Delivers due messages outside any transaction; answers how many were sent and failed. */
export async function deliverOutbox(
  o: { ids?: number[]; limit?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const claimed = await claim(o.ids, o.limit ?? 50);
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    try {
      const handler = handlers.get(m.topic);
      if (!handler) throw new Error(`no outbox handler for topic ${m.topic}`);
      await handler(m.payload);
      await db().outboxMessage.update({
        where: { id: m.id },
        data: { sentAt: new Date(), lockedUntil: null, lastError: null },
      });
      sent++;
    } catch (e) {
      failed++;
      // retried later with a growing wait (outbox-backoff.ts), given up after MAX_ATTEMPTS
      const giveUp = givesUp(m.attempts);
      await db().outboxMessage.update({
        where: { id: m.id },
        data: {
          lockedUntil: null,
          lastError: String((e as Error)?.message ?? e).slice(0, 2000),
          availableAt: nextAttemptAt(m.attempts, new Date()),
          ...(giveUp ? { failedAt: new Date() } : {}),
        },
      });
      console.error(
        `outbox message ${m.id} (${m.topic}) failed${giveUp ? ", giving up" : ", will retry"}:`,
        (e as Error)?.message ?? e,
      );
    }
  }
  return { sent, failed };
}
