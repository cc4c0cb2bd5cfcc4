import { randomBytes } from "node:crypto";
import bcrypt from "bcryptjs";

// bcrypt cost 10 is ~70 ms in pure JS: slow for guessing, fine for a login.
export const PRODUCTION_COST = 10;

/**
 * The cost of new hashes: 10, except in the test runner (NODE_ENV=test), where BCRYPT_COST may
 * lower it (vitest.config.ts sets 4, ~1 ms a hash): the API tests log in and create users by the
 * hundred. Outside tests the variable is ignored, so no deployment can weaken its hashes by it.
 */
export function bcryptCost(env: { NODE_ENV?: string; BCRYPT_COST?: string } = process.env): number {
  if (env.NODE_ENV !== "test" || !env.BCRYPT_COST) return PRODUCTION_COST;
  const cost = Number(env.BCRYPT_COST);
  return Number.isInteger(cost) && cost >= 4 && cost <= PRODUCTION_COST ? cost : PRODUCTION_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}

// a real bcrypt hash of a random word at the production cost
const PRODUCTION_DUMMY_HASH = "$2b$10$wKpnXESpCQEQRpT74YXRNugPB/thRuxx79H/2u0HFHabPP0YBiNIW";
let dummy: string | undefined;

/**
 * A hash no password matches, at the cost of the real ones: a login for an unknown address
 * compares against it, so the answer time does not tell who exists.
 */
export function dummyHash(): string {
  const cost = bcryptCost();
  if (cost === PRODUCTION_COST) return PRODUCTION_DUMMY_HASH;
  dummy ??= bcrypt.hashSync(randomBytes(16).toString("hex"), cost);
  return dummy;
}
