// Failed logins are limited per account and per address, in the database so that every app
// server behind a load balancer counts together. An attempt is counted before the password is
// checked, in one statement, so parallel guesses cannot slip past the limit.
import { db } from "../core/db";

export const THROTTLE = {
  windowMinutes: 15,
  account: 5,
  address: 20,
} as const;

const keys = (email: string, address: string) => [`acct:${email.toLowerCase()}`, `addr:${address}`] as const;

async function count(key: string, limit: number): Promise<number> {
  const [row] = await db().$queryRaw<{ failures: number; blockedUntil: Date | null }[]>`
    INSERT INTO "LoginThrottle" ("key", "failures", "windowStart") VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.windowMinutes}) THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
      "windowStart" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.windowMinutes}) THEN now() ELSE "LoginThrottle"."windowStart" END,
      "blockedUntil" = CASE
        WHEN "LoginThrottle"."blockedUntil" > now() THEN "LoginThrottle"."blockedUntil"
        WHEN "LoginThrottle"."windowStart" >= now() - make_interval(mins => ${THROTTLE.windowMinutes}) AND "LoginThrottle"."failures" >= ${limit}
          THEN now() + make_interval(mins => ${THROTTLE.windowMinutes})
        ELSE NULL END
    RETURNING "failures", "blockedUntil"`;
  return row.blockedUntil && row.blockedUntil > new Date()
    ? Math.ceil((row.blockedUntil.getTime() - Date.now()) / 1000)
    : 0;
}

/** Counts a login attempt; answers the seconds to wait when the account or address is blocked. */
export async function countLoginAttempt(email: string, address: string): Promise<number> {
  const [acct, addr] = keys(email, address);
  return Math.max(await count(acct, THROTTLE.account), await count(addr, THROTTLE.address));
}

/** A successful login: the account starts afresh, and this attempt does not count for the address. */
export async function loginSucceeded(email: string, address: string) {
  const [acct, addr] = keys(email, address);
  await db().loginThrottle.deleteMany({ where: { key: acct } });
  await db().$executeRaw`UPDATE "LoginThrottle" SET "failures" = greatest("failures" - 1, 0) WHERE "key" = ${addr}`;
}
