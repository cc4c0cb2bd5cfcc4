// GET /api/events/notifications: the caller's notifications, as a JSON list or a live event stream.
import { USER } from "@/lib/access/scopes";
import { presentedToken } from "@/lib/http/authenticate";
import { listNotifications, notificationStream } from "@/lib/domain/users/notifications";
import { notificationAnswer } from "@/lib/domain/users/user-schema";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt, wireTimestamp } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The user's notifications: a live event stream for Accept: text/event-stream, else a JSON list.",
    scopes: [USER],
    response: {
      200: z.object({
        unread: wireInt,
        items: z.array(notificationAnswer.extend({ readAt: wireTimestamp.nullable() })),
      }),
    },
  },
  async ({ req, principal }) => {
    const userId = principal.user!.id;
    if (!req.headers.get("accept")?.includes("text/event-stream")) return listNotifications(userId);
    const { token } = (await presentedToken(req.headers))!;
    return new Response(notificationStream(userId, token, req.signal), {
      headers: {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache, no-transform",
        connection: "keep-alive",
      },
    });
  },
);
