// Reading a booking's comments: markRead/{id} records who read a comment and when (a message
// from an agency waiting for staff, or the other way round). Not a change of the booking itself.
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingScope } from "./access";
import { assertVersion } from "./lock-booking";

export async function markCommentRead(
  bookingId: number,
  commentId: number,
  actor: Principal,
  expectedVersion?: number,
) {
  const scope = await bookingScope(actor, "update");
  const where = {
    id: commentId,
    bookingId,
    ...(scope.kind === "agency" ? { internal: false, booking: { agencyId: scope.agencyId } } : {}),
  };
  const found = await db().bookingComment.findFirst({
    where,
    select: { id: true, booking: { select: { version: true } } },
  });
  if (!found) throw notFound();
  // a write that names an older version of the booking is a 409, as every booking write is
  assertVersion(found.booking.version, expectedVersion);
  // read by the caller, now: who read it last and when
  const row = await db().bookingComment.update({
    where: { id: found.id },
    data: { readAt: new Date(), readById: actor.user?.id ?? null },
    select: { id: true, bookingId: true, readAt: true, readById: true },
  });
  return { ...row, readAt: row.readAt?.toISOString() ?? null };
}
