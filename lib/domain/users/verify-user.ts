// Use case: confirming the e-mail address of a user with the mailed one-time token.
import { audit } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import type { Principal } from "../../auth/principal";
import { consumeUserToken } from "../../auth/user-tokens";

/** True when the token was valid for user `id` (and is now used up). */
export async function verifyUser(input: { id: number; token: string }, actor: Principal, tx?: Tx): Promise<boolean> {
  return transaction(
    async (tx) => {
      const userId = await consumeUserToken(input.token, "verify", input.id);
      if (!userId) return false;
      await tx.user.update({ where: { id: userId }, data: { verifiedAt: new Date() } });
      await audit(tx, { userId: actor.user?.id ?? null, action: "user.verified", entity: "user", entityId: userId });
      return true;
    },
    { tx },
  );
}
