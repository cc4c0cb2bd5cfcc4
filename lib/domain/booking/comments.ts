// Reading a booking's comments: markRead/{id} records who read a comment and when (a message
// from an agency waiting for staff, or the other way round). Not a change of the booking itself.
import type { Principal } from "../../auth/principal";
import { transaction } from "../../core/db";
import { notFound } from "../../core/errors";
import { lockBooking } from "./lock-booking";

export function markCommentRead(bookingId: number, commentId: number, actor: Principal, expectedVersion?: number) {
  return transaction(async (tx) => {
    // the booking as every booking write takes it: the caller's own, locked, and at the version the
    // write names (an older one is a 409); marking read does not change its version
    const { scope } = await lockBooking(tx, bookingId, actor, { expectedVersion, action: "markRead" });
    const found = await tx.bookingComment.findFirst({
      where: { id: commentId, bookingId, ...(scope.kind === "agency" ? { internal: false } : {}) },
      select: { id: true },
    });
    if (!found) throw notFound();
    // read by the caller, now: who read it last and when
    const row = await tx.bookingComment.update({
      where: { id: found.id },
      data: { readAt: new Date(), readById: actor.user?.id ?? null },
      select: { id: true, bookingId: true, readAt: true, readById: true },
    });
    return { ...row, readAt: row.readAt?.toISOString() ?? null };
  });
}
