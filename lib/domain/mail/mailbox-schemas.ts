// What the mailbox endpoints take and answer (/api/mail): folders with their counts, a folder's mails
// one page at a time (newest first), one mail with its sanitised HTML and the bookings it names.
import { z } from "zod";
import { wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";
import { id, int4, safeString } from "../../validation/validators";

/** A folder's path as the IMAP server names it ("INBOX", "Archive/2026"), one path segment URL-encoded. */
export const folderParam = safeString().min(1, "validation.required").max(300);

export const mailboxQuery = z.object({
  /** the account whose mailbox (default: the first the caller may use, the operator's before an asset's) */
  account: id().optional(),
});
export const mailListQuery = mailboxQuery.extend({
  page: int4({ min: 1 }).default(1),
  size: int4({ min: 1, max: 100 }).default(25),
});
export const folderParams = z.object({ folder: folderParam });
export const mailParams = z.object({ folder: folderParam, mail: int4({ min: 1 }) });

const address = z.object({ name: z.string(), address: z.string() });

export const folderAnswer = z
  .object({
    path: z.string(),
    name: z.string(),
    specialUse: z.string().nullable().meta({ description: "\\Inbox, \\Sent, \\Trash, \\Drafts, \\Junk, \\Archive" }),
    messages: wireInt,
    unseen: wireInt,
  })
  .meta({ id: "MailFolder" });

export const foldersAnswer = z.object({
  account: z.object({ id: wireId, name: z.string(), email: z.string() }),
  /** the other accounts with a mailbox the caller may switch to */
  accounts: z.array(z.object({ id: wireId, name: z.string(), email: z.string() })),
  folders: z.array(folderAnswer),
});

export const mailRowAnswer = z
  .object({
    uid: wireInt.meta({ description: "the mail's IMAP UID in its folder: {mail} of the other endpoints" }),
    subject: z.string(),
    from: z.array(address),
    to: z.array(address),
    date: wireTimestamp.nullable(),
    seen: z.boolean(),
    size: wireInt,
  })
  .meta({ id: "MailRow" });

export const mailPageAnswer = wirePage(mailRowAnswer).extend({ unseen: wireInt });

export const mailBodyAnswer = z
  .object({
    uid: wireInt,
    subject: z.string(),
    from: z.array(address),
    to: z.array(address),
    cc: z.array(address),
    date: wireTimestamp.nullable(),
    text: z.string(),
    html: z.string().nullable().meta({ description: "the mail's HTML, sanitised (no script, no event handlers)" }),
    attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: wireInt })),
    bookings: z
      .array(z.object({ id: wireId, number: z.string(), mentioned: z.string() }))
      .meta({ description: "the bookings whose numbers the mail names, as far as the caller may read them" }),
  })
  .meta({ id: "MailBody" });

export type MailFolder = z.infer<typeof folderAnswer>;
export type MailRow = z.infer<typeof mailRowAnswer>;
export type MailBody = z.infer<typeof mailBodyAnswer>;
export type MailboxFolders = z.infer<typeof foldersAnswer>;
export type MailPage = z.infer<typeof mailPageAnswer>;

/** Who reads the mailbox: mail.read, or mail.update (who also keeps the accounts); who deletes: mail.update. */
export const MAILBOX_READ = ["mail.read", "mail.update"] as const;
export const MAILBOX_DELETE = ["mail.update"] as const;
