// GET /api/mailqueue: every mail with its status and the mail server's answer (lib/domain/mail/mail-queue.ts).
import { listMailQueue, mailQueueRow } from "@/lib/domain/mail/mail-queue";
import { route } from "@/lib/http/route";
import { readListQuery } from "@/lib/resources/list-query";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "Mails, newest first ({data, total, page, size}): status (queued, sent, failed), the mail server's answer, attempts, when the next attempt is due; page, size, search (recipient, subject), filter[status], filter[bookingId].",
    scopes: ["mailqueue.read", "mail.update"],
    response: wirePage(mailQueueRow),
  },
  ({ req }) => listMailQueue(readListQuery(req.nextUrl.searchParams)),
);
