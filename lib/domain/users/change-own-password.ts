// Use case: a user changes their own password with the current one; every other session of the
// user ends, the one in use stays.
import { z } from "zod";
import { audit } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Principal } from "../../auth/principal";
import { hashPassword, verifyPassword } from "../../auth/password";
import { revokeAllSessions } from "../../auth/session";
import { passwordField } from "./account-schemas";

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "validation.passwordRequired"),
  password: passwordField,
});

export async function changeOwnPassword(input: z.infer<typeof passwordChangeSchema>, actor: Principal, tx?: Tx) {
  const user = actor.user;
  if (!user) throw new AppError("UNAUTHORIZED");
  const passwordHash = await hashPassword(input.password);
  await transaction(
    async (tx) => {
      const row = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
      if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "currentPassword", message: "validation.passwordWrong" }],
        });
      await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
      await revokeAllSessions(user.id, actor.session?.id);
      await audit(tx, { userId: user.id, action: "user.passwordChanged", entity: "user", entityId: user.id });
    },
    { tx },
  );
}
