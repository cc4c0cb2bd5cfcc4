import bcrypt from "bcryptjs";

// bcrypt cost 10 is ~70 ms in pure JS: slow for guessing, fine for a login.
const COST = 10;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}
