import { createHash, randomBytes } from "node:crypto";

/** A token is valid only if longer than 50 characters (spec part 1, section 5). */
export const MIN_TOKEN_LENGTH = 51;

export function isPlausibleToken(token: unknown): token is string {
  return typeof token === "string" && token.length >= MIN_TOKEN_LENGTH && token.length <= 512;
}

/** 48 random bytes: 64 URL-safe characters. */
export function newToken(): string {
  return randomBytes(48).toString("base64url");
}

/** Tokens are stored as their SHA-256: a leaked table gives no working token. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
