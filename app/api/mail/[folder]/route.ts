// GET /api/mail/{folder}: one folder of the mailbox with its counts.
import { MAILBOX_READ, folderAnswer, folderParams, mailboxQuery } from "@/lib/domain/mail/mailbox-schemas";
import { mailFolder } from "@/lib/domain/mail/mailbox";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "One folder of the mailbox (its path URL-encoded) with its mail and unread counts; 404 when the server has no such folder, 502 when it is down.",
    scopes: MAILBOX_READ,
    params: folderParams,
    query: mailboxQuery,
    response: folderAnswer,
  },
  ({ params, query, principal }) => mailFolder(principal, params.folder, query.account),
);
