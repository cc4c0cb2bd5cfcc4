// Checks a login: throttling first (lib/auth/throttle.ts), then the password. Used by the browser
// login (next-auth) and the token API alike.
import { z } from "zod";
import { db } from "../core/db";
import { AppError } from "../core/errors";
import { safeString } from "../validation/validators";
import { dummyHash, verifyPassword } from "./password";
import type { SessionUser } from "./principal";
import { sessionUserSelect, toSessionUser } from "./session";
import { countLoginAttempt, loginFailed, loginSucceeded, waitMinutes } from "./throttle";

export const loginSchema = z.object({
  email: safeString({ error: "validation.emailRequired" })
    .trim()
    .min(1, { error: "validation.emailRequired", abort: true })
    .email("validation.emailValid")
    .max(254),
  password: safeString({ error: "validation.passwordRequired" }).min(1, "validation.passwordRequired").max(200),
  ts: safeString().max(200).optional(),
  isCRMUser: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export async function verifyLogin(
  input: { email: string; password: string; isCRMUser?: boolean },
  address: string,
): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  const wait = await countLoginAttempt(email, address);
  if (wait > 0)
    throw new AppError("RATE_LIMITED", undefined, {
      values: { minutes: waitMinutes(wait) },
      details: { retryAfter: wait },
    });
  const user = await db().user.findUnique({ where: { email }, select: { ...sessionUserSelect, passwordHash: true } });
  // compare against a dummy hash for unknown users too: the answer time does not tell who exists
  const ok = await verifyPassword(input.password, user?.passwordHash ?? dummyHash());
  const allowed = ok && user && user.userType !== "Inactive" && user.verifiedAt && (!input.isCRMUser || user.isCRMUser);
  if (!allowed || !user) {
    // unknown addresses count too: the answer never tells whether an account exists
    if (!ok) await loginFailed(email);
    throw new AppError("INVALID_CREDENTIALS");
  }
  // a self-registered agency waits for the operator's approval
  if (user.agency?.isActive === false) throw new AppError("ACCOUNT_INACTIVE");
  await loginSucceeded(email, address);
  return toSessionUser(user);
}
