// Reading a booking's comments: markRead/{id} records who read a comment and when (a message
// from an agency waiting for staff, or the other way round). Not a change of the booking itself.
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingScope } from "./access";

export async function markCommentRead(bookingId: number, commentId: number, actor: Principal) {
  const scope = await bookingScope(actor, "update");
  const where = {
    id: commentId,
    bookingId,
    ...(scope.kind === "agency" ? { internal: false, booking: { agencyId: scope.agencyId } } : {}),
  };
  const found = await db().bookingComment.findFirst({ where, select: { id: true, readAt: true } });
  if (!found) throw notFound();
  const row = await db().bookingComment.update({
    where: { id: found.id },
    data: { readAt: found.readAt ?? new Date(), readById: actor.user?.id ?? null },
    select: { id: true, bookingId: true, readAt: true, readById: true },
  });
  return { ...row, readAt: row.readAt?.toISOString() ?? null };
}
