// The mailbox (/api/mail) against a real IMAP server: Debian's Dovecot, started by the test from a
// small configuration in a temporary folder (tests/helpers/mail-servers.ts), its Maildir filled by
// IMAP APPEND. Folders with their counts, a folder's mails paged newest first, the unread count by
// HEAD, one mail read (marked seen; its HTML without script, event handlers or javascript: links;
// the booking number it names linked for a caller who may read bookings), delete to Trash and for
// good; bad input, scopes, no account (409), a server that is down or refuses the login (502).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/[resource]/route";
import { GET as folderGet } from "@/app/api/mail/[folder]/route";
import { GET as list, HEAD as unread } from "@/app/api/mail/[folder]/mail/route";
import { DELETE as remove } from "@/app/api/mail/[folder]/mail/[mail]/route";
import { GET as body } from "@/app/api/mail/[folder]/mail/[mail]/body/route";
import { GET as folders } from "@/app/api/mail/folders/route";
import { db } from "@/lib/core/db";
import { seedBooking, seedResort } from "@/prisma/seed/factories";
import { tokenWith } from "../helpers/factories";
import { call } from "../helpers/http";
import { freePort, imapAccount, rawMail, startDovecot, type Dovecot } from "../helpers/mail-servers";

let imap: Dovecot;
let admin: string, reader: string, nobody: string;
let accountId: number;
let bookingId: number;
const uids: Record<string, number> = {};

const EVIL_HTML = [
  "<p>Dear team,</p>",
  "<script>document.title='owned'</script>",
  '<img src="https://example.com/x.png" onerror="alert(1)">',
  '<a href="javascript:alert(2)">click</a>',
  '<a href="https://harbour.test/">our site</a>',
  '<b onclick="alert(3)">Bold</b>',
  '<iframe src="https://evil.test"></iframe>',
].join("\n");

beforeAll(async () => {
  imap = await startDovecot();
  admin = await tokenWith(["admin"]);
  reader = await tokenWith(["mail.read"]);
  nobody = await tokenWith(["bookings.read"]);
  const resort = await seedResort(db(), { name: "Mail resort", code: "MR" });
  bookingId = (
    await seedBooking(db(), {
      resortId: resort.resort.id,
      bookingNo: "B2026-00042",
      from: "2026-12-01",
      to: "2026-12-05",
      rooms: [],
    })
  ).id;
  const mail = (subject: string, o: { text?: string; html?: string } = {}) =>
    rawMail({ from: "Guest <guest@example.com>", to: "frontdesk@harbour.test", subject, ...o });
  uids.seen = await imap.append("INBOX", mail("Thank you", { text: "All fine." }), ["\\Seen"]);
  uids.booking = await imap.append(
    "INBOX",
    mail("Question about B2026-00042", { text: "Can we arrive late for B2026-00042?" }),
  );
  uids.html = await imap.append("INBOX", mail("Newsletter", { text: "Dear team", html: EVIL_HTML }));
});

afterAll(async () => {
  await imap?.stop();
});

const q = { account: undefined as number | undefined };
const en = { "accept-language": "en" };

describe("the mailbox", () => {
  it("without an account with IMAP: 409 saying so", async () => {
    const r = await call(folders, { token: admin, headers: en });
    expect(r.status).toBe(409);
    expect(r.body.message).toMatch(/mail account/i);
  });

  it("lists the folders with their counts", async () => {
    const made = await call(create, {
      method: "POST",
      token: admin,
      params: { resource: "mailaccount" },
      body: imapAccount(imap, "Front desk"),
    });
    expect(made.status, made.text).toBe(201);
    accountId = made.body.id;
    const r = await call(folders, { token: reader, query: q });
    expect(r.status, r.text).toBe(200);
    expect(r.body.account).toMatchObject({ id: accountId, email: "frontdesk@harbour.test" });
    const inbox = r.body.folders.find((f: { path: string }) => f.path === "INBOX");
    expect(inbox).toMatchObject({ messages: 3, unseen: 2, specialUse: "\\Inbox" });
    expect(r.body.folders.find((f: { specialUse: string }) => f.specialUse === "\\Trash")).toBeTruthy();
    const one = await call(folderGet, { token: reader, params: { folder: "INBOX" } });
    expect(one.body).toMatchObject({ path: "INBOX", messages: 3, unseen: 2 });
  });

  it("pages a folder's mails newest first and answers the unread count by HEAD", async () => {
    const first = await call(list, { token: reader, params: { folder: "INBOX" }, query: { size: 2 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ total: 3, page: 1, size: 2, unseen: 2 });
    expect(first.body.data.map((m: { subject: string }) => m.subject)).toEqual([
      "Newsletter",
      "Question about B2026-00042",
    ]);
    expect(first.body.data[0]).toMatchObject({ seen: false, from: [{ name: "Guest", address: "guest@example.com" }] });
    const second = await call(list, { token: reader, params: { folder: "INBOX" }, query: { size: 2, page: 2 } });
    expect(second.body.data.map((m: { uid: number; seen: boolean }) => [m.uid, m.seen])).toEqual([[uids.seen, true]]);
    const beyond = await call(list, { token: reader, params: { folder: "INBOX" }, query: { size: 2, page: 9 } });
    expect(beyond.body.data).toEqual([]);
    const head = await call(unread, { method: "HEAD", token: reader, params: { folder: "INBOX" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-unread-count")).toBe("2");
    expect(head.headers.get("x-total-count")).toBe("3");
  });

  it("reads a mail with its HTML sanitised and marks it read", async () => {
    const r = await call(body, { token: reader, params: { folder: "INBOX", mail: String(uids.html) } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.subject).toBe("Newsletter");
    const html: string = r.body.html;
    expect(html).toContain("<b>Bold</b>");
    expect(html).toContain('href="https://harbour.test/"');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(html).toContain('src="https://example.com/x.png"');
    const head = await call(unread, { method: "HEAD", token: reader, params: { folder: "INBOX" } });
    expect(head.headers.get("x-unread-count")).toBe("1");
  });

  it("links a booking number the mail names, for a caller who may read bookings", async () => {
    const r = await call(body, { token: admin, params: { folder: "INBOX", mail: String(uids.booking) } });
    expect(r.body.bookings).toEqual([{ id: bookingId, number: "B2026-00042", mentioned: "B2026-00042" }]);
    expect(r.body.text).toContain("Can we arrive late");
    // mail.read alone reads the mail, but no booking
    const plain = await call(body, { token: reader, params: { folder: "INBOX", mail: String(uids.booking) } });
    expect(plain.body.bookings).toEqual([]);
  });

  it("refuses bad input and callers without the scope", async () => {
    expect((await call(body, { token: reader, params: { folder: "INBOX", mail: "abc" } })).status).toBe(400);
    expect((await call(list, { token: reader, params: { folder: "INBOX" }, query: { size: 500 } })).status).toBe(400);
    expect((await call(body, { token: reader, params: { folder: "INBOX", mail: "99999" } })).status).toBe(404);
    expect((await call(list, { token: reader, params: { folder: "NoSuchFolder" } })).status).toBe(404);
    expect((await call(folders, { token: reader, query: { account: 999999 } })).status).toBe(404);
    expect((await call(folders, { token: nobody })).status).toBe(403);
    expect((await call(folders, {})).status).toBe(401);
    const del = await call(remove, {
      method: "DELETE",
      token: reader,
      params: { folder: "INBOX", mail: String(uids.seen) },
    });
    expect(del.status).toBe(403);
  });

  it("deletes to Trash, and for good from Trash", async () => {
    const del = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { folder: "INBOX", mail: String(uids.seen) },
    });
    expect(del.status, del.text).toBe(204);
    const inbox = await call(list, { token: admin, params: { folder: "INBOX" } });
    expect(inbox.body.total).toBe(2);
    const trash = await call(list, { token: admin, params: { folder: "Trash" } });
    expect(trash.body.data.map((m: { subject: string }) => m.subject)).toEqual(["Thank you"]);
    const gone = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { folder: "Trash", mail: String(trash.body.data[0].uid) },
    });
    expect(gone.status).toBe(204);
    expect((await call(list, { token: admin, params: { folder: "Trash" } })).body.total).toBe(0);
    const again = await call(remove, {
      method: "DELETE",
      token: admin,
      params: { folder: "INBOX", mail: String(uids.seen) },
    });
    expect(again.status).toBe(404);
  });

  it("a server that is down or refuses the login: 502 with a message, never a 500", async () => {
    await db().mailAccount.update({ where: { id: accountId }, data: { secrets: { imapPassword: "wrong" } } });
    const refused = await call(folders, { token: reader, headers: en });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toMatch(/login/i);
    await db().mailAccount.update({ where: { id: accountId }, data: { imapPort: await freePort() } });
    const down = await call(list, { token: reader, params: { folder: "INBOX" }, headers: en });
    expect(down.status).toBe(502);
    expect(down.body.message).toMatch(/could not be reached/i);
    const head = await call(unread, { method: "HEAD", token: reader, params: { folder: "INBOX" } });
    expect(head.status).toBe(502);
  });
});
