// A real SMTP server on localhost: the app's mail goes through a genuine SMTP conversation.
import { SMTPServer } from "smtp-server";
import { resetEnvCache } from "@/lib/core/env";
import { resetMailer } from "@/lib/mail/mailer";

export type ReceivedMail = { from: string; to: string[]; raw: string; subject: string; text: string };

/** Decodes the quoted-printable body of a simple text mail. */
function decodeBody(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join("\n\n");
  const qp = /content-transfer-encoding:\s*quoted-printable/i.test(raw);
  const text = qp
    ? body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)))
    : body;
  return Buffer.from(text, "latin1").toString("utf8");
}

export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? "",
          text: decodeBody(raw),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvCache();
  resetMailer();
  return {
    mails,
    last: () => mails.at(-1),
    async stop() {
      process.env.SMTP_URL = "";
      resetEnvCache();
      resetMailer();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
