// POST /api/bookings/{id}/markRead/{commentId}: a comment on the booking has been read.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { markCommentRead } from "@/lib/domain/booking/comments";

export const POST = bookingWrite(
  { summary: "Mark the booking's comment {commentId} read (by the caller, now)." },
  ({ bookingId, params, actor, expectedVersion }) =>
    markCommentRead(bookingId, pathId(params.commentId), actor, expectedVersion),
);
