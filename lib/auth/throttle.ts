// Failed logins are limited per account and per address, in the database so that every app
// server behind a load balancer counts together.
import { db } from "../db";

export const THROTTLE = {
  windowMinutes: 15,
  account: 5,
  address: 20,
} as const;

const keys = (email: string, address: string) => [`acct:${email.toLowerCase()}`, `addr:${address}`] as const;

/** Seconds until another attempt is allowed, or 0. */
export async function loginBlockedFor(email: string, address: string): Promise<number> {
  const rows = await db().loginThrottle.findMany({ where: { key: { in: [...keys(email, address)] }, blockedUntil: { gt: new Date() } } });
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil!.getTime()));
  return until ? Math.ceil((until - Date.now()) / 1000) : 0;
}

export async function recordLoginFailure(email: string, address: string) {
  const [acct, addr] = keys(email, address);
  for (const [key, limit] of [[acct, THROTTLE.account], [addr, THROTTLE.address]] as const) {
    // one statement: concurrent failures from several servers all count
    await db().$executeRaw`
      INSERT INTO "LoginThrottle" ("key", "failures", "windowStart") VALUES (${key}, 1, now())
      ON CONFLICT ("key") DO UPDATE SET
        "failures" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.windowMinutes}) THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
        "windowStart" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.windowMinutes}) THEN now() ELSE "LoginThrottle"."windowStart" END`;
    await db().$executeRaw`
      UPDATE "LoginThrottle" SET "blockedUntil" = now() + make_interval(mins => ${THROTTLE.windowMinutes})
      WHERE "key" = ${key} AND "failures" >= ${limit} AND ("blockedUntil" IS NULL OR "blockedUntil" < now())`;
  }
}

export async function clearLoginFailures(email: string) {
  await db().loginThrottle.deleteMany({ where: { key: `acct:${email.toLowerCase()}` } });
}
