// The bell's "mark read": the caller's own notifications, those named or all of them, become read.
// Scoped by the caller in the query itself, so another user's id changes nothing (and says nothing
// about whether it exists); one already read keeps the time it was first read, so sending the same
// request again changes nothing.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { ids } from "../../validation/validators";

/** `{ids?}`; no body or no ids: all of the caller's. Strict: `{id: 5}` must not read as "all". */
export const markNotificationsReadSchema = z.strictObject({ ids: ids(500).optional() }).optional();

export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;

/** Marks them read; answers how many of the caller's stay unread. */
export async function markNotificationsRead(
  input: MarkNotificationsReadInput,
  actor: Principal,
  tx?: Tx,
): Promise<{ unread: number }> {
  const userId = actor.user?.id;
  if (!userId) throw new AppError("UNAUTHORIZED");
  return transaction(
    async (tx) => {
      await tx.notification.updateMany({
        where: { userId, readAt: null, ...(input?.ids ? { id: { in: input.ids } } : {}) },
        data: { readAt: new Date() },
      });
      return { unread: await tx.notification.count({ where: { userId, readAt: null } }) };
    },
    { tx },
  );
}
