// GET /api/mail/{folder}/mail: a folder's mails, one page at a time; HEAD: its unread count in a header.
import {
  MAILBOX_READ,
  folderParams,
  mailListQuery,
  mailPageAnswer,
  mailboxQuery,
} from "@/lib/domain/mail/mailbox-schemas";
import { listMails, mailFolder } from "@/lib/domain/mail/mailbox";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "A folder's mails, newest first, one page (page, size up to 100) with the total and the unread count; each row with its UID (the {mail} of the other endpoints). 404 for an unknown folder, 502 when the server is down.",
    scopes: MAILBOX_READ,
    params: folderParams,
    query: mailListQuery,
    response: mailPageAnswer,
  },
  ({ params, query, principal }) => listMails(principal, params.folder, query),
);

export const HEAD = route(
  {
    summary:
      "A folder's unread count without its mails: 200 with the headers X-Unread-Count and X-Total-Count, no body.",
    scopes: MAILBOX_READ,
    params: folderParams,
    query: mailboxQuery,
    response: { 200: null },
  },
  async ({ params, query, principal }) => {
    const f = await mailFolder(principal, params.folder, query.account);
    return new Response(null, {
      status: 200,
      headers: { "x-unread-count": String(f.unseen), "x-total-count": String(f.messages) },
    });
  },
);
