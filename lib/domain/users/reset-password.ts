// Use case: changing the password with the mailed token. It ends every session of the user and
// confirms the e-mail address (the user proved they read it).
import type { z } from "zod";
import { audit } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import type { Principal } from "../../auth/principal";
import { hashPassword } from "../../auth/password";
import { revokeAllSessions, sessionUserSelect, toSessionUser } from "../../auth/session";
import { consumeUserToken } from "../../auth/user-tokens";
import type { resetSaveSchema } from "./account-schemas";
import { publicUser } from "./public-user";

export async function resetPassword(input: z.infer<typeof resetSaveSchema>, actor: Principal, tx?: Tx) {
  const passwordHash = await hashPassword(input.password);
  return transaction(
    async (tx) => {
      const user = await tx.user.findUnique({ where: { email: input.email.toLowerCase() } });
      // a club reset for a non-club account fails before the token is used up
      const fits = user && (!input.isCRMUser || user.isCRMUser);
      const userId = fits ? await consumeUserToken(input.token, "passwordReset", user.id) : null;
      if (!user || !userId) throw new AppError("BAD_REQUEST", "auth.reset.changeFailed");
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { passwordHash, verifiedAt: user.verifiedAt ?? new Date() },
        select: sessionUserSelect,
      });
      await revokeAllSessions(user.id);
      await audit(tx, {
        userId: actor.user?.id ?? user.id,
        action: "user.passwordReset",
        entity: "user",
        entityId: user.id,
      });
      return publicUser(toSessionUser(updated));
    },
    { tx },
  );
}
