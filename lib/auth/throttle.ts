// Failed logins are limited in the database, so every app server behind a load balancer counts
// together. Three limits, so that guessing is slow however it is spread, and so that neither a
// stranger nor a colleague behind the same address (an office, a hotel's Wi-Fi) locks anyone out:
// - per account and address, tightly: 5 attempts in 15 minutes from one address at one account,
//   then that address waits 15 minutes for that account (the right password too). Other accounts
//   from the same address are not touched;
// - per account, from any address: past 5 failures within an hour, each further failure makes the
//   account wait longer (2 s, 4 s, 8 s ... at most 15 minutes), and while it waits every address
//   is refused (429, Retry-After) without its password being checked -- fresh addresses too, so
//   60 guesses from 60 addresses are not 60 checked guesses. Spared: an address this account
//   logged in from within 30 days (the real user's own devices), which only the first limit holds;
// - per address, across accounts: a high ceiling of 100 attempts in 15 minutes (a success gives
//   one back), then that address waits 15 minutes.
// Attempts are counted per address before the password is checked, in one statement each, so
// parallel guesses cannot slip past the limits.
import { db } from "../core/db";

export const THROTTLE = {
  windowMinutes: 15,
  /** attempts from one address at one account */
  accountAddress: 5,
  /** attempts from one address at any accounts: a ceiling high enough for an office behind one address */
  address: 100,
  /** failures at one account (any address) before its waits start, and their window */
  accountFree: 5,
  accountWindowMinutes: 60,
  /** the longest wait of an account, in seconds */
  accountMaxDelaySeconds: 15 * 60,
  /** an address the account logged in from is spared the account's wait for this long */
  knownAddressDays: 30,
} as const;

const normal = (email: string) => email.trim().toLowerCase();
const keys = (email: string, address: string) => ({
  account: `acct:${normal(email)}`,
  pair: `pair:${normal(email)}|${address}`,
  address: `addr:${address}`,
  known: `known:${normal(email)}|${address}`,
});

const secondsUntil = (d: Date | null) => (d && d > new Date() ? Math.ceil((d.getTime() - Date.now()) / 1000) : 0);

/** Counts one attempt under `key`; blocked for the window once `limit` attempts were counted in it. */
async function countAttempt(key: string, limit: number): Promise<{ attempts: number; wait: number }> {
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
  return { attempts: row.failures, wait: secondsUntil(row.blockedUntil) };
}

/** The wait an account imposes on addresses that failed at it (0 when none). */
async function accountWait(key: string): Promise<number> {
  const row = await db().loginThrottle.findUnique({ where: { key }, select: { blockedUntil: true } });
  return secondsUntil(row?.blockedUntil ?? null);
}

/**
 * A wait in whole minutes for the message, at least 1. Rounded, not up: a 15-minute block read
 * back within its first millisecond is 901 s (the database keeps milliseconds, rounded), and that
 * is still "15 minutes", not 16. Retry-After keeps the exact seconds.
 */
export function waitMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

/** The growing wait after the `failures`-th failure at an account, in seconds (0 while still free). */
export function accountDelaySeconds(failures: number): number {
  if (failures <= THROTTLE.accountFree) return 0;
  return Math.min(2 ** (failures - THROTTLE.accountFree), THROTTLE.accountMaxDelaySeconds);
}

/** The account logged in from this address within the last knownAddressDays. */
async function knownAddress(key: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE.knownAddressDays * 86_400_000);
  return (await db().loginThrottle.count({ where: { key, windowStart: { gte: since } } })) > 0;
}

/**
 * Counts a login attempt; answers the seconds to wait when this address may not try now. The
 * account's wait holds every address but the ones the account logged in from lately.
 */
export async function countLoginAttempt(email: string, address: string): Promise<number> {
  const k = keys(email, address);
  const addr = await countAttempt(k.address, THROTTLE.address);
  const pair = await countAttempt(k.pair, THROTTLE.accountAddress);
  const account = (await knownAddress(k.known)) ? 0 : await accountWait(k.account);
  return Math.max(addr.wait, pair.wait, account);
}

/** A wrong password: the account's failures grow, and with them its wait. */
export async function loginFailed(email: string) {
  const key = keys(email, "").account;
  const [row] = await db().$queryRaw<{ failures: number }[]>`
    INSERT INTO "LoginThrottle" ("key", "failures", "windowStart") VALUES (${key}, 1, now())
    ON CONFLICT ("key") DO UPDATE SET
      "failures" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.accountWindowMinutes}) THEN 1 ELSE "LoginThrottle"."failures" + 1 END,
      "windowStart" = CASE WHEN "LoginThrottle"."windowStart" < now() - make_interval(mins => ${THROTTLE.accountWindowMinutes}) THEN now() ELSE "LoginThrottle"."windowStart" END
    RETURNING "failures"`;
  const delay = accountDelaySeconds(row.failures);
  if (delay > 0)
    await db()
      .$executeRaw`UPDATE "LoginThrottle" SET "blockedUntil" = now() + make_interval(secs => ${delay}) WHERE "key" = ${key}`;
}

/**
 * A successful login: this address at the account starts afresh and is known to the account from
 * now on; the address's own count drops by one. The account's failures stay: someone guessing
 * from elsewhere does not get fresh free guesses each time the real user logs in.
 */
export async function loginSucceeded(email: string, address: string) {
  const k = keys(email, address);
  await db().loginThrottle.deleteMany({ where: { key: k.pair } });
  await db().$executeRaw`
    INSERT INTO "LoginThrottle" ("key", "failures", "windowStart") VALUES (${k.known}, 0, now())
    ON CONFLICT ("key") DO UPDATE SET "windowStart" = now()`;
  await db()
    .$executeRaw`UPDATE "LoginThrottle" SET "failures" = greatest("failures" - 1, 0) WHERE "key" = ${k.address}`;
}
