// Use case: an operator sets a user's password (POST /api/users/{id}/password); the user's
// sessions end unless the operator keeps them.
import { z } from "zod";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import type { Principal } from "../../auth/principal";
import { hashPassword } from "../../auth/password";
import { revokeAllSessions } from "../../auth/session";
import { emailField, passwordField } from "./account-schemas";
import { assertMayChangeUser } from "./grants";

export const setUserPasswordSchema = z.object({
  /** the account's e-mail: guards against setting the password of the wrong user */
  email: emailField,
  password: passwordField,
  /** keep the user's open sessions; otherwise every session of the user ends */
  keepStatus: z.boolean().optional().default(false),
  ts: z.string().max(200).optional(),
});

export async function setUserPassword(
  input: z.infer<typeof setUserPasswordSchema> & { id: number },
  actor: Principal,
  tx?: Tx,
) {
  const passwordHash = await hashPassword(input.password);
  return transaction(
    async (tx) => {
      const user = await tx.user.findUnique({
        where: { id: input.id },
        select: { id: true, email: true, scopes: true, roleId: true },
      });
      if (!user) throw notFound();
      await assertMayChangeUser(actor, user);
      if (user.email !== input.email.toLowerCase())
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "email", message: "validation.emailMismatch" }],
        });
      await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      if (!input.keepStatus) await revokeAllSessions(user.id);
      await auditBy(tx, actor, {
        action: "user.passwordSet",
        entity: "user",
        entityId: user.id,
        data: { sessionsEnded: !input.keepStatus },
      });
      return { id: user.id, passwordChanged: true, sessionsEnded: !input.keepStatus };
    },
    { tx },
  );
}
