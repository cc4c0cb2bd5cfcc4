// One-time tokens (password reset, e-mail verification, jump login): random, stored hashed,
// expiring, and usable once, enforced by a single conditional update.
import { db, type UserTokenPurpose } from "../core/db";
import { hashToken, isPlausibleToken, newToken } from "./tokens";

export const TOKEN_TTL_MS: Record<UserTokenPurpose, number> = {
  passwordReset: 2 * 3600_000,
  verify: 72 * 3600_000,
  jump: 60_000,
  systemJump: 60_000,
};

export async function createUserToken(
  userId: number,
  purpose: UserTokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  await db().userToken.create({ data: { tokenHash: hashToken(token), purpose, userId, expiresAt } });
  return { token, expiresAt };
}

/** Marks the token used and returns its user id; null if unknown, expired, used or for another purpose. */
export async function consumeUserToken(
  token: unknown,
  purpose: UserTokenPurpose,
  userId?: number,
): Promise<number | null> {
  if (!isPlausibleToken(token)) return null;
  const tokenHash = hashToken(token);
  const { count } = await db().userToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: new Date() }, ...(userId ? { userId } : {}) },
    data: { usedAt: new Date() },
  });
  if (!count) return null;
  return (await db().userToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } })).userId;
}
