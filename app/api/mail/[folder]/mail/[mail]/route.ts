// DELETE /api/mail/{folder}/mail/{mail}: a mail to the Trash folder (for good when it is there).
import { MAILBOX_DELETE, mailParams, mailboxQuery } from "@/lib/domain/mail/mailbox-schemas";
import { deleteMail } from "@/lib/domain/mail/mailbox";
import { noContent } from "@/lib/http/answers";
import { route } from "@/lib/http/route";

export const DELETE = route(
  {
    summary:
      "Delete a mail (its UID): moved to the Trash folder, or deleted for good when it is in Trash already or there is none. 404 when the folder has no such mail, 502 when the server is down.",
    scopes: MAILBOX_DELETE,
    params: mailParams,
    query: mailboxQuery,
    response: noContent,
  },
  ({ params, query, principal }) => deleteMail(principal, params.folder, params.mail, query.account),
);
