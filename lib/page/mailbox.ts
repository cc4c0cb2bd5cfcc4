// What /mail loads: the mailbox's folders, the open folder's page of mails and the open mail, or the
// one message saying why there is no mailbox (no account, the server down, the login refused).
import "server-only";
import type { Principal } from "../auth/principal";
import { hasSome } from "../access/scopes";
import { AppError } from "../core/errors";
import { listMails, mailFolders, readMail } from "../domain/mail/mailbox";
import { MAILBOX_DELETE, type MailBody, type MailboxFolders, type MailPage } from "../domain/mail/mailbox-schemas";
import { idOf } from "../validation/validators";

export type MailScreen =
  | { ok: false; message: string; noAccount: boolean; maySetUp: boolean }
  | {
      ok: true;
      mailbox: MailboxFolders;
      folder: string;
      list: MailPage;
      mail: MailBody | null;
      /** the open mail's message when it could not be read (deleted meanwhile) */
      mailMessage: string | null;
      mayDelete: boolean;
    };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function mailScreen(
  principal: Principal,
  sp: Record<string, string | string[] | undefined>,
): Promise<MailScreen> {
  const account = idOf(first(sp.account));
  const page = Math.max(1, idOf(first(sp.page)) ?? 1);
  const uid = idOf(first(sp.mail));
  try {
    const mailbox = await mailFolders(principal, account);
    const wanted = first(sp.folder);
    const folder =
      mailbox.folders.find((f) => f.path === wanted)?.path ??
      mailbox.folders.find((f) => f.specialUse === "\\Inbox")?.path ??
      mailbox.folders[0]?.path ??
      "INBOX";
    let mail: MailBody | null = null;
    let mailMessage: string | null = null;
    if (uid) {
      try {
        mail = await readMail(principal, folder, uid, mailbox.account.id);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        mailMessage = e.code === "NOT_FOUND" ? "mailbox.errors.notFound" : e.message;
      }
    }
    // read after the mail, so the list shows it as read
    const list = await listMails(principal, folder, { page, size: 25, account: mailbox.account.id });
    return { ok: true, mailbox, folder, list, mail, mailMessage, mayDelete: hasSome(principal, MAILBOX_DELETE) };
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return {
      ok: false,
      message: e.code === "NOT_FOUND" ? "mailbox.errors.notFound" : e.message,
      noAccount: e.code === "NOT_CONFIGURED",
      maySetUp: hasSome(principal, ["mail.update"]),
    };
  }
}
