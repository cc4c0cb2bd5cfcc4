// POST /api/rooms/removeBlocker: frees the nights a blocker held.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { id } from "../inventory/fields";

export const removeBlockerSchema = z.object({ id: id() });

export async function removeBlocker(input: z.infer<typeof removeBlockerSchema>, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const blocker = await tx.roomBlocker.findUnique({ where: { id: input.id } });
      if (!blocker) throw new AppError("NOT_FOUND");
      await tx.roomBlocker.delete({ where: { id: input.id } });
      await auditBy(tx, actor, {
        action: "blocker.removed",
        entity: "room",
        entityId: blocker.roomId,
        data: { blockerId: blocker.id, type: blocker.type, from: isoDate(blocker.from), to: isoDate(blocker.to) },
      });
      return { id: blocker.id, roomId: blocker.roomId, removed: true };
    },
    { tx },
  );
}
