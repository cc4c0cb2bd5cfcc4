// GET /api/mail/folders: the mailbox's folders with their counts (lib/domain/mail/mailbox.ts).
import { MAILBOX_READ, foldersAnswer, mailboxQuery } from "@/lib/domain/mail/mailbox-schemas";
import { mailFolders } from "@/lib/domain/mail/mailbox";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The folders of a mail account's IMAP mailbox (account: default the operator's) with their mail and unread counts, and the accounts the caller may switch to. 409 without an account with IMAP; 502 when its server is down or refuses the login.",
    scopes: MAILBOX_READ,
    query: mailboxQuery,
    response: foldersAnswer,
  },
  ({ query, principal }) => mailFolders(principal, query.account),
);
