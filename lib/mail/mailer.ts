// Sends mail through the mail account of the mail's resort or vessel, else the operator's account
// (lib/mail/mail-accounts.ts), else SMTP_URL, or, when none is configured, writes each mail as an
// .eml file to DATA_DIR/mail so nothing is lost and an operator can read what would have gone out.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../core/env";
import { sendingAccount, smtpOptions } from "./mail-accounts";

/** A file sent along (base64, as the outbox keeps its payloads as JSON): an invoice's PDF. */
export type MailAttachment = { filename: string; contentType: string; base64: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** the resort or vessel the mail is about: it leaves through that asset's account when there is one */
  resortId?: number | null;
  vesselId?: number | null;
  /** a mail account chosen by hand (a reply from the mailbox) */
  accountId?: number | null;
};

/** The mail as nodemailer takes it (attachments decoded from their base64). */
const forNodemailer = ({ attachments, resortId: _r, vesselId: _v, accountId: _a, ...mail }: Mail) => ({
  ...mail,
  ...(attachments?.length
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.base64,
          encoding: "base64",
        })),
      }
    : {}),
});

let transport: Transporter | undefined;
let transportKey: string | undefined;

function smtp(): Transporter | undefined {
  const url = env().SMTP_URL;
  if (!url) return undefined;
  if (transportKey !== url) {
    transport = nodemailer.createTransport(url);
    transportKey = url;
  }
  return transport;
}

export type SentMail = {
  messageId: string;
  via: "smtp" | "file";
  file?: string;
  /** the mail account it left through (none: SMTP_URL or a file) */
  accountId?: number;
  /** the SMTP server's answer */
  response?: string;
};

export async function sendMail(mail: Mail): Promise<SentMail> {
  const account = await sendingAccount(mail);
  if (account) {
    const t = nodemailer.createTransport(await smtpOptions(account));
    try {
      const info = await t.sendMail({ from: { name: account.name, address: account.email }, ...forNodemailer(mail) });
      return { messageId: info.messageId, via: "smtp", accountId: account.id, response: info.response };
    } finally {
      t.close();
    }
  }
  const from = env().MAIL_FROM;
  const t = smtp();
  if (t) {
    const info = await t.sendMail({ from, ...forNodemailer(mail) });
    return { messageId: info.messageId, via: "smtp", response: info.response };
  }
  const raw = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
    .sendMail({ from, ...forNodemailer(mail) });
  const dir = path.resolve(env().DATA_DIR, "mail");
  await mkdir(dir, { recursive: true });
  const file = path.join(
    dir,
    `${new Date().toISOString().replace(/[:.]/g, "-")}-${raw.messageId.replace(/[^\w.-]/g, "")}.eml`,
  );
  await writeFile(file, raw.message as Buffer);
  return { messageId: raw.messageId, via: "file", file };
}

/** Tests switch SMTP_URL between files. */
export function resetMailer() {
  transport?.close();
  transport = undefined;
  transportKey = undefined;
}
