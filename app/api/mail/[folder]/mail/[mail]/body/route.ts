// GET /api/mail/{folder}/mail/{mail}/body: one mail, parsed, its HTML sanitised, the bookings it names.
import { MAILBOX_READ, mailBodyAnswer, mailParams, mailboxQuery } from "@/lib/domain/mail/mailbox-schemas";
import { readMail } from "@/lib/domain/mail/mailbox";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "One mail (its UID): sender, recipients, date, text, HTML sanitised (no script, no event handlers), its attachments' names and the bookings whose numbers it names (as far as the caller may read them). It is marked as read. 404 when not there, 502 when the server is down.",
    scopes: MAILBOX_READ,
    params: mailParams,
    query: mailboxQuery,
    response: mailBodyAnswer,
  },
  ({ params, query, principal }) => readMail(principal, params.folder, params.mail, query.account),
);
