// The audit trail of use cases that are not bookings (bookings keep a versioned history): who did
// what to which record, written in the same transaction as the change.
import type { Prisma, Tx } from "./db";

export type AuditEntry = {
  /** the acting user; null for guests and the system */
  userId: number | null;
  /** what happened, as "<entity>.<pastTense>": "user.registered" */
  action: string;
  entity: string;
  entityId?: string | number | null;
  data?: Prisma.InputJsonValue;
};

export async function audit(tx: Tx, e: AuditEntry): Promise<void> {
  await tx.auditEvent.create({
    data: {
      userId: e.userId,
      action: e.action,
      entity: e.entity,
      entityId: e.entityId == null ? null : String(e.entityId),
      data: e.data ?? {},
    },
  });
}

/** `audit` of what a use case's actor did: the user's id, null for a guest or the system. */
export function auditBy(tx: Tx, actor: { user?: { id: number } | null }, e: Omit<AuditEntry, "userId">): Promise<void> {
  return audit(tx, { userId: actor.user?.id ?? null, ...e });
}
