// The mailbox (/api/mail, /mail): a mail account's IMAP folders and mails through imapflow, one
// connection per request (logged out after it). A mail is parsed with mailparser; its HTML is
// sanitised (sanitize-html: no script, no event handler, no javascript: link) before it leaves the
// server; booking numbers it names ("B2026-00042", lib/domain/booking/numbers.ts) link to the
// bookings the caller may read. Reading a mail marks it seen; deleting moves it to the Trash folder
// (deleted for good when it is there already or there is none). A server that is down, slow or
// refuses the login is a 502 with a message, never a 500; a mail or folder that is not there, 404.
import { ImapFlow, type FetchMessageObject, type MessageAddressObject } from "imapflow";
import { simpleParser, type AddressObject } from "mailparser";
import sanitizeHtml from "sanitize-html";
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import { accountSelect, loginOf, serverOf, type MailAccountRow } from "../../mail/mail-accounts";
import { bookingScope, scopeWhere } from "../booking/access";
import { bookingSummaries } from "../booking/booking-summaries";
import { mailAccountWhere } from "./mail-account-resource";
import type { MailBody, MailboxFolders, MailFolder, MailPage, MailRow } from "./mailbox-schemas";

/** The accounts with a mailbox `actor` may read: the operator's first, then by id. */
async function mailboxAccounts(actor: Principal): Promise<MailAccountRow[]> {
  const where = mailAccountWhere(actor);
  const rows = await db().mailAccount.findMany({
    where: {
      AND: [
        { isActive: true, OR: [{ imapHost: { not: null } }, { auth: { in: ["google", "microsoft"] } }] },
        ...(where ? [where] : []),
      ],
    },
    orderBy: { id: "asc" },
    select: accountSelect,
  });
  const operators = (r: MailAccountRow) => (r.resortId == null && r.vesselId == null ? 0 : 1);
  return rows.sort((a, b) => operators(a) - operators(b) || a.id - b.id);
}

async function mailboxAccount(actor: Principal, accountId?: number): Promise<MailAccountRow> {
  const all = await mailboxAccounts(actor);
  const row = accountId ? all.find((a) => a.id === accountId) : all[0];
  if (!row) {
    if (accountId) throw new AppError("NOT_FOUND");
    throw new AppError("NOT_CONFIGURED", "mailbox.errors.noAccount");
  }
  return row;
}

const down = () => new AppError("BAD_GATEWAY", "mailbox.errors.serverDown");

/** Runs `fn` on a logged-in IMAP connection to the account's server; the server's failures become 502s. */
async function withImap<T>(row: MailAccountRow, fn: (c: ImapFlow) => Promise<T>): Promise<T> {
  const { host, port, security } = serverOf(row, "imap");
  const login = await loginOf(row, "imap");
  const client = new ImapFlow({
    host: host ?? "",
    port,
    secure: security === "tls",
    doSTARTTLS: security === "starttls" ? true : security === "none" ? false : undefined,
    auth: "accessToken" in login ? { user: login.user, accessToken: login.accessToken } : login,
    logger: false,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  // a dropped connection is reported as an event too: the call itself answers for it
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (e) {
    client.close();
    if ((e as { authenticationFailed?: boolean }).authenticationFailed)
      throw new AppError("BAD_GATEWAY", "mailbox.errors.loginRefused");
    throw down();
  }
  try {
    return await fn(client);
  } catch (e) {
    if (e instanceof AppError) throw e;
    // the server says NO to a folder: it does not exist (or may not be opened)
    if ((e as { responseStatus?: string }).responseStatus === "NO") throw new AppError("NOT_FOUND");
    throw down();
  } finally {
    await client.logout().catch(() => client.close());
  }
}

const addresses = (list: MessageAddressObject[] | undefined) =>
  (list ?? []).map((a) => ({ name: a.name ?? "", address: a.address ?? "" }));

const parsedAddresses = (v: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(v) ? v : v ? [v] : []).flatMap((o) =>
    o.value.map((a) => ({ name: a.name ?? "", address: a.address ?? "" })),
  );

const folderOf = (f: {
  path: string;
  name: string;
  specialUse?: string;
  status?: { messages?: number; unseen?: number };
}): MailFolder => ({
  path: f.path,
  name: f.name,
  specialUse: f.specialUse ?? null,
  messages: f.status?.messages ?? 0,
  unseen: f.status?.unseen ?? 0,
});

/** GET /api/mail/folders: the account's folders with their mail and unread counts. */
export async function mailFolders(actor: Principal, accountId?: number): Promise<MailboxFolders> {
  const all = await mailboxAccounts(actor);
  const row = await mailboxAccount(actor, accountId);
  const folders = await withImap(row, async (c) =>
    (await c.list({ statusQuery: { messages: true, unseen: true } }))
      .filter((f) => !f.flags.has("\\Noselect") && !f.flags.has("\\NonExistent"))
      .map(folderOf),
  );
  const short = (a: MailAccountRow) => ({ id: a.id, name: a.name, email: a.email });
  return { account: short(row), accounts: all.map(short), folders };
}

/** GET /api/mail/{folder} and HEAD /api/mail/{folder}/mail: one folder's counts. */
export async function mailFolder(actor: Principal, folder: string, accountId?: number): Promise<MailFolder> {
  const row = await mailboxAccount(actor, accountId);
  return withImap(row, async (c) => {
    const status = await c.status(folder, { messages: true, unseen: true });
    if (!status) throw new AppError("NOT_FOUND");
    return folderOf({ path: status.path, name: status.path.split(/[/.]/).at(-1) ?? status.path, status });
  });
}

const rowOf = (m: FetchMessageObject): MailRow => ({
  uid: m.uid,
  subject: m.envelope?.subject ?? "",
  from: addresses(m.envelope?.from),
  to: addresses(m.envelope?.to),
  date: m.envelope?.date ? new Date(m.envelope.date).toISOString() : null,
  seen: m.flags?.has("\\Seen") ?? false,
  size: m.size ?? 0,
});

/** GET /api/mail/{folder}/mail: one page of a folder's mails, newest first (by arrival). */
export async function listMails(
  actor: Principal,
  folder: string,
  o: { page: number; size: number; account?: number },
): Promise<MailPage> {
  const row = await mailboxAccount(actor, o.account);
  return withImap(row, async (c) => {
    const box = await c.mailboxOpen(folder, { readOnly: true });
    const total = box.exists;
    const status = await c.status(folder, { unseen: true });
    const end = total - (o.page - 1) * o.size;
    if (end < 1) return { data: [], total, page: o.page, size: o.size, unseen: status ? (status.unseen ?? 0) : 0 };
    const start = Math.max(1, end - o.size + 1);
    const mails = await c.fetchAll(`${start}:${end}`, { uid: true, envelope: true, flags: true, size: true });
    return {
      data: mails.sort((a, b) => b.seq - a.seq).map(rowOf),
      total,
      page: o.page,
      size: o.size,
      unseen: status ? (status.unseen ?? 0) : 0,
    };
  });
}

/** Incoming HTML as it may be shown: no script, style element, event handler or javascript: URL. */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "font", "center", "span", "div"],
    allowedAttributes: {
      "*": ["style", "align", "valign", "width", "height", "bgcolor", "color", "border", "dir", "lang", "title"],
      a: ["href", "name", "target", "rel"],
      img: ["src", "alt", "width", "height"],
      td: ["colspan", "rowspan", "style", "align", "valign", "width", "bgcolor"],
      th: ["colspan", "rowspan", "style", "align", "valign", "width", "bgcolor"],
      table: ["cellpadding", "cellspacing", "border", "width", "style", "align", "bgcolor"],
      font: ["color", "face", "size"],
    },
    allowedSchemes: ["http", "https", "mailto", "tel"],
    allowedSchemesByTag: { img: ["http", "https", "cid", "data"] },
    transformTags: { a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }) },
  });
}

/** Booking, reservation and offer numbers ("B2026-00042") a text names, each once. */
export function bookingNumbersIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\b[BRO]\d{4}-\d{5,}\b/g)].map((m) => m[0]))];
}

/** The bookings `numbers` name that `actor` may read. */
async function namedBookings(actor: Principal, numbers: string[]): Promise<MailBody["bookings"]> {
  if (!numbers.length) return [];
  let within;
  try {
    within = scopeWhere(await bookingScope(actor, "read"));
  } catch {
    return []; // no booking scope: no links
  }
  const found = await bookingSummaries(
    {
      AND: [
        { OR: [{ bookingNo: { in: numbers } }, { reservationNo: { in: numbers } }, { offerNo: { in: numbers } }] },
        within,
      ],
    },
    { take: 50 },
  );
  return numbers.flatMap((n) => {
    const b = found.find((s) => s.bookingNo === n || s.number === n || s.earlierNumber === n);
    return b ? [{ id: b.id, number: b.number, mentioned: n }] : [];
  });
}

/** GET /api/mail/{folder}/mail/{mail}/body: one mail, parsed and sanitised; it is marked seen. */
export async function readMail(actor: Principal, folder: string, uid: number, accountId?: number): Promise<MailBody> {
  const row = await mailboxAccount(actor, accountId);
  const { raw } = await withImap(row, async (c) => {
    await c.mailboxOpen(folder);
    const m = await c.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    if (!m || !m.source) throw new AppError("NOT_FOUND");
    await c.messageFlagsAdd(String(uid), ["\\Seen"], { uid: true });
    return { raw: m.source };
  });
  const mail = await simpleParser(raw);
  const text = mail.text ?? "";
  const html = mail.html ? sanitizeMailHtml(mail.html) : null;
  const subject = mail.subject ?? "";
  return {
    uid,
    subject,
    from: parsedAddresses(mail.from),
    to: parsedAddresses(mail.to),
    cc: parsedAddresses(mail.cc),
    date: mail.date ? mail.date.toISOString() : null,
    text,
    html,
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? "",
      contentType: a.contentType,
      size: a.size,
    })),
    bookings: await namedBookings(actor, bookingNumbersIn(`${subject}\n${text}\n${html ?? ""}`)),
  };
}

/** DELETE /api/mail/{folder}/mail/{mail}: to the Trash folder, or for good when there is none or it is there. */
export async function deleteMail(actor: Principal, folder: string, uid: number, accountId?: number): Promise<void> {
  const row = await mailboxAccount(actor, accountId);
  await withImap(row, async (c) => {
    await c.mailboxOpen(folder);
    const found = await c.search({ uid: String(uid) }, { uid: true });
    if (!found || !found.length) throw new AppError("NOT_FOUND");
    const trash = (await c.list()).find((f) => f.specialUse === "\\Trash");
    if (trash && trash.path !== folder) await c.messageMove(String(uid), trash.path, { uid: true });
    else await c.messageDelete(String(uid), { uid: true });
  });
}
