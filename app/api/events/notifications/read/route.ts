// POST /api/events/notifications/read: the caller's notifications read (the bell's "mark read").
import { USER } from "@/lib/access/scopes";
import { markNotificationsRead, markNotificationsReadSchema } from "@/lib/domain/users/mark-notifications-read";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Mark the caller's own notifications read: those of `ids`, or all of them without it. Answers the unread count left; ids of others' notifications change nothing.",
    scopes: [USER],
    body: markNotificationsReadSchema,
    response: z.object({ unread: wireInt }),
  },
  ({ body, principal }) => markNotificationsRead(body, principal),
);
