// Real mail servers for the mail account and mailbox tests: an SMTP server in the test process that
// demands a login (a password, or an XOAUTH2 access token), and Debian's Dovecot as the IMAP server,
// started from a small configuration in a temporary folder (a passwd-file user, a Maildir filled
// through IMAP APPEND). `.ci/run` installs Dovecot (apt-get install dovecot-imapd) as it does
// PostgreSQL; without it, startDovecot fails with one line saying so.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";
import { SMTPServer } from "smtp-server";
import { dovecotBin, dovecotMissing } from "../../scripts/test-imap";

export type ReceivedMail = { from: string; to: string[]; raw: string; user: string };

/** An SMTP server that accepts a mail only after a login: `user`/`pass`, or `user` with XOAUTH2 `token`. */
export async function startLoginSmtp(login: { user: string; pass?: string; token?: string }) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authMethods: ["PLAIN", "LOGIN", "XOAUTH2"],
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, done) {
      const ok =
        auth.username === login.user &&
        (auth.method === "XOAUTH2" ? !!login.token && auth.accessToken === login.token : auth.password === login.pass);
      if (!ok) return done(new Error("Invalid username or password"));
      done(null, { user: auth.username });
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          user: String(session.user ?? ""),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The uid and gid the mail files belong to: Dovecot refuses root's, so root hands them to dovecot's user. */
function mailOwner(): { uid: number; gid: number } {
  const uid = process.getuid?.() ?? 1000;
  const gid = process.getgid?.() ?? 1000;
  if (uid !== 0) return { uid, gid };
  const [, , u, g] = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .map((l) => l.split(":"))
    .find((f) => f[0] === "dovecot") ?? ["", "", "", ""];
  if (!u) throw new Error("Dovecot runs as root here but its user 'dovecot' is missing (apt-get install dovecot-core)");
  return { uid: Number(u), gid: Number(g) };
}

export type Dovecot = {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** puts a raw RFC 822 mail into a folder (created when missing); its IMAP uid */
  append: (folder: string, raw: string, flags?: string[]) => Promise<number>;
  stop: () => Promise<void>;
};

/** A mail account (the body of POST /api/mailaccount) named `name` that reads `imap`'s mailbox, as frontdesk@harbour.test. */
export const imapAccount = (imap: Dovecot, name: string) => ({
  name,
  email: "frontdesk@harbour.test",
  imapHost: imap.host,
  imapPort: imap.port,
  imapSecurity: "none",
  imapUser: imap.user,
  imapPassword: imap.pass,
});

/** Starts Dovecot on a free port with one user (a passwd-file) and an empty Maildir. */
export async function startDovecot(): Promise<Dovecot> {
  const missing = dovecotMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(tmpdir(), "harbour-dovecot-"));
  chmodSync(dir, 0o755);
  const port = await freePort();
  const user = "frontdesk";
  const pass = "imap-secret";
  const owner = mailOwner();
  const home = path.join(dir, "mail", user);
  mkdirSync(home, { recursive: true });
  chownSync(path.join(dir, "mail"), owner.uid, owner.gid);
  chownSync(home, owner.uid, owner.gid);
  writeFileSync(path.join(dir, "passwd"), `${user}:{PLAIN}${pass}:${owner.uid}:${owner.gid}::${home}::\n`);
  const processUser =
    process.getuid?.() === 0 ? "" : (process.env.USER ?? execFileSync("id", ["-un"]).toString().trim());
  const conf = [
    `base_dir = ${dir}/run`,
    `state_dir = ${dir}/state`,
    `log_path = ${dir}/dovecot.log`,
    "protocols = imap",
    "listen = 127.0.0.1",
    "ssl = no",
    "disable_plaintext_auth = no",
    "auth_mechanisms = plain login",
    "first_valid_uid = 1",
    "mail_location = maildir:~/Maildir",
    // not root: every process runs as the one user
    ...(processUser ? [`default_internal_user = ${processUser}`, `default_login_user = ${processUser}`] : []),
    `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN username_format=%u ${dir}/passwd\n}`,
    `userdb {\n  driver = passwd-file\n  args = username_format=%u ${dir}/passwd\n}`,
    "namespace inbox {\n  inbox = yes\n  separator = /\n  mailbox Trash {\n    special_use = \\Trash\n    auto = create\n  }\n  mailbox Sent {\n    special_use = \\Sent\n    auto = create\n  }\n}",
    `service imap-login {\n  chroot =\n  inet_listener imap {\n    address = 127.0.0.1\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    "service anvil {\n  chroot =\n}",
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "dovecot.conf"), conf);
  // -F: in the foreground, so it is this process's child and ends with it
  const child = spawn(dovecotBin(), ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: "ignore" });
  const log = () =>
    existsSync(path.join(dir, "dovecot.log")) ? readFileSync(path.join(dir, "dovecot.log"), "utf8") : "";
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => (s.end(), resolve(true)));
      s.on("error", () => resolve(false));
    });
    if (up) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`Dovecot did not start: ${log()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const connect = async () => {
    const c = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass }, logger: false });
    await c.connect();
    return c;
  };
  return {
    host: "127.0.0.1",
    port,
    user,
    pass,
    async append(folder, raw, flags = []) {
      const c = await connect();
      try {
        if (folder !== "INBOX" && !(await c.list()).some((f) => f.path === folder)) await c.mailboxCreate(folder);
        const r = await c.append(folder, raw, flags);
        return r && typeof r === "object" && "uid" in r ? Number(r.uid) : 0;
      } finally {
        await c.logout();
      }
    },
    async stop() {
      const ended = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await Promise.race([ended, new Promise((r) => setTimeout(r, 3000))]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A simple mail as a mail client sends it (CRLF line ends). */
export function rawMail(o: { from: string; to: string; subject: string; text?: string; html?: string; date?: Date }) {
  const head = [
    `From: ${o.from}`,
    `To: ${o.to}`,
    `Subject: ${o.subject}`,
    `Date: ${(o.date ?? new Date()).toUTCString()}`,
    `Message-ID: <${Math.random().toString(36).slice(2)}@test.local>`,
    "MIME-Version: 1.0",
  ];
  if (o.html) {
    const b = "b-" + Math.random().toString(36).slice(2);
    return [
      ...head,
      `Content-Type: multipart/alternative; boundary="${b}"`,
      "",
      `--${b}`,
      "Content-Type: text/plain; charset=utf-8",
      "",
      o.text ?? "",
      `--${b}`,
      "Content-Type: text/html; charset=utf-8",
      "",
      o.html,
      `--${b}--`,
      "",
    ].join("\r\n");
  }
  return [...head, "Content-Type: text/plain; charset=utf-8", "", o.text ?? "", ""].join("\r\n");
}
