// An operator sets a user's password (POST /api/users/{id}/password).
import { z } from "zod";
import { db } from "../../core/db";
import { hashPassword } from "../../auth/password";
import { revokeAllSessions } from "../../auth/session";
import { AppError, notFound } from "../../core/errors";
import type { Principal } from "../../auth/principal";
import { emailField, passwordField } from "./account-schemas";
import { assertMayChangeUser } from "./grants";

export const adminPasswordSchema = z.object({
  /** the account's e-mail: guards against setting the password of the wrong user */
  email: emailField,
  password: passwordField,
  /** keep the user's open sessions; otherwise every session of the user ends */
  keepStatus: z.boolean().optional().default(false),
  ts: z.string().max(200).optional(),
});

export async function setUserPassword(principal: Principal, id: number, input: z.infer<typeof adminPasswordSchema>) {
  const user = await db().user.findUnique({ where: { id }, select: { id: true, email: true, scopes: true, roleId: true } });
  if (!user) throw notFound();
  await assertMayChangeUser(principal, user);
  if (user.email !== input.email.toLowerCase())
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "email", message: "validation.emailMismatch" }] });
  await db().user.update({ where: { id }, data: { passwordHash: await hashPassword(input.password) } });
  if (!input.keepStatus) await revokeAllSessions(id);
  return { id, passwordChanged: true, sessionsEnded: !input.keepStatus };
}
