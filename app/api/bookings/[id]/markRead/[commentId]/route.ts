// POST /api/bookings/{id}/markRead/{commentId}: a comment on the booking has been read.
import { bookingWrite } from "@/lib/http/booking-route";
import { pathId } from "@/lib/http/path-id";
import { markCommentRead } from "@/lib/domain/booking/comments";
import { z } from "zod";
import { wireId, wireTimestamp } from "@/lib/validation/wire";

export const POST = bookingWrite(
  {
    summary: "Mark the booking's comment {commentId} read (by the caller, now).",
    response: z.object({
      id: wireId,
      bookingId: wireId,
      readById: wireId.nullable(),
      readAt: wireTimestamp.nullable(),
    }),
  },
  ({ bookingId, params, actor, expectedVersion }) =>
    markCommentRead(bookingId, pathId(params.commentId), actor, expectedVersion),
);
