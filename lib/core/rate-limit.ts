// Rate limits over a sliding window, kept in the database so every app server counts the same
// requests. A limit is a key ("online.create:addr:203.0.113.7") and how many requests it may make
// per window; each request that passes is one RateLimitHit row. The keys of one request are taken
// under advisory locks (in key order, so two requests never wait on each other in a cycle): twenty
// parallel requests of one client are counted one after the other, and exactly `limit` pass.
import { db, Prisma, transaction } from "./db";
import { AppError } from "./errors";

export type RateLimit = {
  /** what is counted, for whom */
  key: string;
  /** requests allowed inside the window; 0 or less: not limited */
  limit: number;
  windowSeconds: number;
};

/**
 * Counts one request against every limit, or refuses it with 429 (RATE_LIMITED) and the seconds
 * until the oldest counted request leaves the window (Retry-After). A refused request counts
 * against nothing, so a client that waits as told is served. Answers the hits it counted, for
 * giveBackRateLimit when the request then fails.
 */
export async function takeRateLimit(limits: readonly RateLimit[], now = new Date()): Promise<bigint[]> {
  const active = limits.filter((l) => l.limit > 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!active.length) return [];
  // its own transaction, committed before the request's work: a count is never rolled back with it
  return transaction(async (tx) => {
    let wait = 0;
    for (const l of active) {
      await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${`rate:${l.key}`}::text))`);
      const since = new Date(now.getTime() - l.windowSeconds * 1000);
      const hits = await tx.rateLimitHit.findMany({
        where: { key: l.key, at: { gt: since } },
        select: { at: true },
        orderBy: { at: "desc" },
        take: l.limit,
      });
      if (hits.length < l.limit) continue;
      // the oldest of the `limit` newest leaves the window first
      const leaves = hits[hits.length - 1].at.getTime() + l.windowSeconds * 1000;
      wait = Math.max(wait, Math.ceil((leaves - now.getTime()) / 1000));
    }
    if (wait > 0)
      throw new AppError("RATE_LIMITED", "errors.RATE_LIMITED_REQUESTS", {
        values: { minutes: Math.max(1, Math.ceil(wait / 60)) },
        details: { retryAfter: Math.max(1, wait) },
      });
    const rows = await tx.rateLimitHit.createManyAndReturn({
      data: active.map((l) => ({ key: l.key, at: now })),
      select: { id: true },
    });
    return rows.map((r) => r.id);
  });
}

/**
 * Gives counted hits back: a request that was refused (400, 409) took nothing, so only what a
 * client really got (a hold, a booking) counts against its limits.
 */
export async function giveBackRateLimit(ids: readonly bigint[]) {
  if (ids.length) await db().rateLimitHit.deleteMany({ where: { id: { in: [...ids] } } });
}

/** Drops the hits older than the longest window in use (a background job). */
export async function dropOldRateLimitHits(maxWindowSeconds: number, now = new Date()) {
  await db().rateLimitHit.deleteMany({ where: { at: { lt: new Date(now.getTime() - maxWindowSeconds * 1000) } } });
}
