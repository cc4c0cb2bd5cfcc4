// Writes a client may retry (Idempotency-Key), two people editing one booking (versions and
// If-Match), and the history every write leaves (versions, field diffs, the booking as it was).
import { beforeAll, describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/bookings/route";
import { POST as change } from "@/app/api/bookings/[id]/change/route";
import { POST as cancell } from "@/app/api/bookings/[id]/cancell/route";
import { POST as roomDates } from "@/app/api/bookings/[id]/rooms/[roomId]/date/route";
import { GET as etag } from "@/app/api/bookings/etag/[id]/route";
import { GET as history } from "@/app/api/bookings/[id]/history/route";
import { GET as diff } from "@/app/api/bookings/[id]/history/diff/route";
import { GET as version } from "@/app/api/bookings/[id]/history/[version]/route";
import { GET as log } from "@/app/api/bookings/[id]/log/route";
import { POST as uploadDoc } from "@/app/api/bookings/[id]/upload/route";
import { POST as storeDoc } from "@/app/api/bookings/[id]/store/route";
import { GET as documentFile } from "@/app/api/bookings/[id]/documents/[documentId]/route";
import { POST as markRead } from "@/app/api/bookings/[id]/markRead/[commentId]/route";
import { GET as getBooking } from "@/app/api/bookings/[id]/route";
import { POST as setCurrency } from "@/app/api/bookings/[id]/currency/[currency]/route";
import { historyCurrencies, type Changes } from "@/lib/domain/booking/history";
import { historyValue, readableChanges } from "@/lib/domain/booking/history-view";
import { NextRequest } from "next/server";
import { db } from "@/lib/core/db";
import { seedCustomer, seedResort, seedUser } from "@/prisma/seed/factories";
import { seedCurrencies } from "../helpers/factories";
import { call, tokenFor } from "../helpers/http";

let staff: string, other: string;
let resortId: number, rooms: number[];
let customer: number;

beforeAll(async () => {
  const scopes = ["bookings.read", "bookings.create", "bookings.update"];
  staff = await tokenFor((await seedUser(db(), { scopes })).id);
  other = await tokenFor((await seedUser(db(), { scopes })).id);
  const r = await seedResort(db(), {
    roomTypes: [{ name: "Dbl", key: "D", rooms: Array.from({ length: 6 }, (_, i) => ({ name: `H${i}`, beds: 2 })) }],
  });
  resortId = r.resort.id;
  rooms = r.rooms.map((x) => x.id);
  customer = (await seedCustomer(db())).id;
});

const body = (room: number, from = "2033-01-10", to = "2033-01-12") => ({
  type: "resort",
  resortId,
  dateFrom: from,
  dateTo: to,
  customerId: customer,
  rooms: [{ roomId: room, guests: [customer] }],
});
const post = (b: unknown, token = staff, headers: Record<string, string> = {}) =>
  call(create, {
    method: "POST",
    path: "/api/bookings",
    token,
    body: b,
    headers: { "accept-language": "en", ...headers },
  });

describe("Idempotency-Key", () => {
  it("answers the first result again for the same key and body, and changes nothing more", async () => {
    const before = await db().booking.count();
    const first = await post(body(rooms[0]), staff, { "idempotency-key": "key-1" });
    expect(first.status, first.text).toBe(201);
    const again = await post(body(rooms[0]), staff, { "idempotency-key": "key-1" });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await db().booking.count()).toBe(before + 1);
  });

  it("answers 409 for the same key with another body", async () => {
    const res = await post(body(rooms[1]), staff, { "idempotency-key": "key-1" });
    expect(res.status).toBe(409);
    expect(res.body.details.reason).toBe("IDEMPOTENCY_KEY");
  });

  it("keeps keys per user, and stores nothing for a write that failed", async () => {
    const mine = await post(body(rooms[1]), other, { "idempotency-key": "key-1" });
    expect(mine.status, mine.text).toBe(201);
    // taken: 409, then (after the room is freed) the same key really retries
    const taken = await post(body(rooms[1]), staff, { "idempotency-key": "key-2" });
    expect(taken.status).toBe(409);
    await call(cancell, { method: "POST", token: other, params: { id: String(mine.body.id) } });
    const retried = await post(body(rooms[1]), staff, { "idempotency-key": "key-2" });
    expect(retried.status, retried.text).toBe(201);
  });

  it("applies to per-booking actions too", async () => {
    const b = await post(body(rooms[2]));
    const once = await call(cancell, {
      method: "POST",
      token: staff,
      params: { id: String(b.body.id) },
      headers: { "idempotency-key": "cancel-1" },
    });
    const twice = await call(cancell, {
      method: "POST",
      token: staff,
      params: { id: String(b.body.id) },
      headers: { "idempotency-key": "cancel-1" },
    });
    expect([once.status, twice.status]).toEqual([200, 200]);
    const third = await call(cancell, { method: "POST", token: staff, params: { id: String(b.body.id) } });
    expect(third.status).toBe(409);
    const bad = await post(body(rooms[3]), staff, { "idempotency-key": "x".repeat(201) });
    expect(bad.status).toBe(400);
  });
});

describe("versions (etag/{id}, If-Match)", () => {
  it("refuses a write naming an older version with 409; the current version passes", async () => {
    const b = await post(body(rooms[4]));
    const id = String(b.body.id);
    const tag = await call(etag, { token: staff, params: { id } });
    expect(tag.status).toBe(200);
    expect(tag.body).toMatchObject({ id: b.body.id, version: 1, etag: '"1"' });
    const a = await call(change, {
      method: "POST",
      token: staff,
      params: { id },
      body: { todo: "call back" },
      headers: { "if-match": '"1"' },
    });
    expect(a.status, a.text).toBe(200);
    expect(a.body.version).toBe(2);
    // the other editor still holds version 1
    const stale = await call(change, {
      method: "POST",
      token: other,
      params: { id },
      body: { todo: "mine" },
      headers: { "if-match": '"1"', "accept-language": "en" },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain("version 2");
    // the version may come in the body instead of the header
    const withVersion = (version: number) =>
      call(change, { method: "POST", token: other, params: { id }, body: { todo: "mine", version } });
    expect((await withVersion(1)).status).toBe(409);
    expect((await withVersion(2)).status).toBe(200);
    expect((await db().booking.findUniqueOrThrow({ where: { id: b.body.id } })).todo).toBe("mine");
  });

  it("a stale version in the header or the body is a 409 when both are sent; an If-Match naming no one version is a 400", async () => {
    const b = await post(body(rooms[5], "2033-04-01", "2033-04-04"));
    const id = String(b.body.id);
    const write = (headers: Record<string, string>, extra: object = {}) =>
      call(change, {
        method: "POST",
        token: staff,
        params: { id },
        body: { todo: "x", ...extra },
        headers: { "accept-language": "en", ...headers },
      });
    const version = async () => (await db().booking.findUniqueOrThrow({ where: { id: b.body.id } })).version;
    const now = await version();
    // the body names the current version, the header an older one: the older one counts
    await write({}, {});
    const current = await version();
    expect(current).toBe(now + 1);
    expect((await write({ "if-match": `"${now}"` }, { version: current })).status).toBe(409);
    expect((await write({ "if-match": `"${current}"` }, { version: now })).status).toBe(409);
    for (const bad of ["abc", '"1", "2"', "W/abc"]) {
      const res = await write({ "if-match": bad });
      expect(res.status, bad).toBe(400);
      expect(res.body.fields).toEqual([{ path: "If-Match", message: 'Name one version of the booking, e.g. "7"' }]);
    }
    expect(await version()).toBe(current);
    // * is any version (HTTP), as no header is
    expect((await write({ "if-match": "*" })).status).toBe(200);
  });

  it("markRead/{id}: read by the caller, now; a stale version is a 409 and changes nothing", async () => {
    const b = await post(body(rooms[5], "2033-05-01", "2033-05-03"));
    const comment = await db().bookingComment.create({ data: { bookingId: b.body.id, text: "Late arrival" } });
    // version 2: another editor still holds version 1
    const edited = await call(change, {
      method: "POST",
      token: staff,
      params: { id: String(b.body.id) },
      body: { todo: "y" },
    });
    expect(edited.body.version).toBe(2);
    const read = (token: string, extra: object = {}) =>
      call(markRead, {
        method: "POST",
        token,
        params: { id: String(b.body.id), commentId: String(comment.id) },
        body: extra,
      });
    const first = await read(staff);
    expect(first.status, first.text).toBe(200);
    const stale = await read(other, { version: 1 });
    expect(stale.status).toBe(409);
    expect((await db().bookingComment.findUniqueOrThrow({ where: { id: comment.id } })).readById).toBe(
      first.body.readById,
    );
    const again = await read(other, { version: 2 });
    expect(again.status, again.text).toBe(200);
    expect(again.body.readById).not.toBe(first.body.readById);
    expect(new Date(again.body.readAt).getTime()).toBeGreaterThanOrEqual(new Date(first.body.readAt).getTime());
  });
});

describe("history", () => {
  it("stores a version per write: list, field diff, the booking as it was, the log", async () => {
    const b = await post(body(rooms[5], "2033-02-01", "2033-02-05"));
    const id = String(b.body.id);
    const roomId = String(b.body.rooms[0].id);
    const moved = await call(roomDates, {
      method: "POST",
      token: staff,
      params: { id, roomId },
      body: { dateFrom: "2033-02-02", dateTo: "2033-02-06" },
    });
    expect(moved.status, moved.text).toBe(200);
    await call(cancell, { method: "POST", token: staff, params: { id } });
    const list = await call(history, { token: staff, params: { id } });
    expect(list.body.map((v: { action: string }) => v.action)).toEqual(["cancell", "rooms/date", "create"]);
    expect(list.body[0].changes.state).toEqual({ from: "draft", to: "aborted" });
    const d = await call(diff, { token: staff, params: { id }, query: { from: 1, to: 2 } });
    expect(d.status).toBe(200);
    expect(d.body.changes).toEqual(
      expect.arrayContaining([
        { field: "dateFrom", from: "2033-02-01", to: "2033-02-02" },
        { field: `rooms[${roomId}].dateTo`, from: "2033-02-05", to: "2033-02-06" },
      ]),
    );
    const v1 = await call(version, { token: staff, params: { id, version: "1" } });
    expect(v1.body.booking).toMatchObject({ state: "draft", dateFrom: "2033-02-01", version: 1 });
    expect((await call(version, { token: staff, params: { id, version: "99" } })).status).toBe(404);
    expect((await call(diff, { token: staff, params: { id }, query: { from: 3, to: 1 } })).status).toBe(400);
    const l = await call(log, { token: staff, params: { id } });
    expect(l.body.at(-1)).toMatchObject({ action: "cancell", state: { from: "draft", to: "aborted" } });
  });
});

describe("the currencies of each version (the booking page's history)", () => {
  it("keeps the currency the booking and each payment were in at every version, from its snapshot", async () => {
    await seedCurrencies("USD");
    const b = await post(body(rooms[5], "2033-06-01", "2033-06-03"));
    expect(b.status, b.text).toBe(201);
    const id = String(b.body.id);
    const was = b.body.currency as string;
    expect(was).not.toBe("USD");
    const payment = await db().payment.create({
      data: { bookingId: b.body.id, provider: "offline", providerPaymentId: `p-${id}`, amount: "50", currency: was },
    });
    const usd = await call(setCurrency, { method: "POST", token: staff, params: { id, currency: "USD" } });
    expect(usd.status, usd.text).toBe(200);
    // the payment is paid later, now that the booking is in dollars: it stays in its own currency
    await db().payment.update({ where: { id: payment.id }, data: { status: "paid", amount: "55" } });
    const paid = await call(change, { method: "POST", token: staff, params: { id }, body: { todo: "receipt" } });
    expect(paid.status, paid.text).toBe(200);

    const money = await historyCurrencies(b.body.id);
    expect(money.get(1)).toEqual({ currency: was, payments: {} });
    expect(money.get(2)).toEqual({ currency: "USD", payments: { [String(payment.id)]: was } });
    expect(money.get(3)).toEqual({ currency: "USD", payments: { [String(payment.id)]: was } });

    // the history API itself still answers the raw changes
    const list = await call(history, { token: staff, params: { id } });
    expect(list.body[1].changes.currency).toEqual({ from: was, to: "USD" });
    const v3 = readableChanges(list.body[0].changes as Changes, new Map(), new Map(), money.get(3));
    const amount = v3.find((e) => e.field === "paymentAmount")!;
    const fmt = { locale: "en", currency: "USD", yesNo: String, state: String, instant: String };
    expect(historyValue(amount, "to", fmt)).toBe(
      new Intl.NumberFormat("en", { style: "currency", currency: was }).format(55),
    );
  });
});

describe("POST /api/bookings/{id}/upload", () => {
  it("keeps a multipart file with the booking and lists it among its documents", async () => {
    const made = await post(body(rooms[5], "2033-03-01", "2033-03-03"));
    expect(made.status, made.text).toBe(201);
    const form = new FormData();
    form.set("file", new File(["Passport copy"], "passport.txt", { type: "text/plain" }));
    const res = await uploadDoc(
      new NextRequest(`http://localhost/api/bookings/${made.body.id}/upload`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${staff}`, "accept-language": "en" },
      }),
      { params: Promise.resolve({ id: String(made.body.id) }) },
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(await db().bookingDocument.count({ where: { bookingId: made.body.id } })).toBe(1);
    // the booking names its documents (not their content) beside its payments, none yet
    const got = await call(getBooking, { token: staff, params: { id: String(made.body.id) } });
    expect(got.body.documents).toEqual([
      expect.objectContaining({ name: "passport.txt", contentType: "text/plain", size: 13 }),
    ]);
    expect(got.body.documents[0].data).toBeUndefined();
    expect(got.body.payments).toEqual([]);
    // a form naming an older version of the booking stores nothing (409)
    const stale = new FormData();
    stale.set("file", new File(["Visa"], "visa.txt", { type: "text/plain" }));
    stale.set("version", "1");
    const refused = await uploadDoc(
      new NextRequest(`http://localhost/api/bookings/${made.body.id}/upload`, {
        method: "POST",
        body: stale,
        headers: { authorization: `Bearer ${staff}` },
      }),
      { params: Promise.resolve({ id: String(made.body.id) }) },
    );
    expect(refused.status).toBe(409);
    expect(await db().bookingDocument.count({ where: { bookingId: made.body.id } })).toBe(1);
  });
});

describe("the history of an upload", () => {
  it("shows the document that came in, and no spurious documents: [] -> null", async () => {
    const made = await post(body(rooms[3], "2033-07-01", "2033-07-03"));
    expect(made.status, made.text).toBe(201);
    const id = String(made.body.id);
    const form = new FormData();
    form.set("file", new File(["Passport copy"], "passport.txt", { type: "text/plain" }));
    const res = await uploadDoc(
      new NextRequest(`http://localhost/api/bookings/${id}/upload`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${staff}`, "accept-language": "en" },
      }),
      { params: Promise.resolve({ id }) },
    );
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    const document = await db().bookingDocument.findFirstOrThrow({ where: { bookingId: made.body.id } });
    const d = await call(diff, { token: staff, params: { id } });
    expect(d.status, d.text).toBe(200);
    expect(d.body).toMatchObject({ from: 1, to: 2 });
    const changes = d.body.changes as { field: string; from: unknown; to: unknown }[];
    expect(changes.filter((c) => c.field === "documents")).toEqual([]);
    expect(changes).toContainEqual({ field: `documents[${document.id}].name`, from: null, to: "passport.txt" });
    // the version's stored changes say the same
    const list = await call(history, { token: staff, params: { id } });
    expect(list.body[0]).toMatchObject({ version: 2, action: "upload" });
    expect(list.body[0].changes.documents).toBeUndefined();
    expect(list.body[0].changes[`documents[${document.id}].name`]).toEqual({ from: null, to: "passport.txt" });
  });
});

describe("POST /api/bookings/{id}/store", () => {
  const store = (bookingId: number, name: string, contentType: string, content = "PGI+aGk8L2I+") =>
    call(storeDoc, {
      method: "POST",
      token: staff,
      params: { id: String(bookingId) },
      body: { name, contentType, content },
      headers: { "accept-language": "en" },
    });
  const upload = (bookingId: number, file: File) => {
    const form = new FormData();
    form.set("file", file);
    return uploadDoc(
      new NextRequest(`http://localhost/api/bookings/${bookingId}/upload`, {
        method: "POST",
        body: form,
        headers: { authorization: `Bearer ${staff}` },
      }),
      { params: Promise.resolve({ id: String(bookingId) }) },
    );
  };
  const names = async (bookingId: number) =>
    (await db().bookingDocument.findMany({ where: { bookingId }, orderBy: { id: "asc" } })).map((d) => d.name);

  it("refuses what an upload refuses (HTML, a program) with 415 and keeps nothing", async () => {
    const made = await post(body(rooms[4], "2033-04-01", "2033-04-03"));
    expect(made.status, made.text).toBe(201);
    expect((await upload(made.body.id, new File(["<b>hi</b>"], "a.html", { type: "text/html" }))).status).toBe(415);
    expect((await store(made.body.id, "a.html", "text/html")).status).toBe(415);
    expect((await store(made.body.id, "a.exe", "application/x-msdownload")).status).toBe(415);
    expect((await store(made.body.id, "a.svg", "image/svg+xml")).status).toBe(415);
    expect(await names(made.body.id)).toEqual([]);
  });

  it("keeps a document under its name without folders, from a store as from an upload", async () => {
    const made = await post(body(rooms[4], "2033-05-01", "2033-05-03"));
    const stored = await store(made.body.id, "../../etc/passwd", "text/plain", "cm9vdDp4OjA6MA==");
    expect(stored.status, stored.text).toBe(200);
    const uploaded = await upload(made.body.id, new File(["Visa"], "..\\docs\\visa.txt", { type: "text/plain" }));
    expect(uploaded.status, await uploaded.clone().text()).toBeLessThan(300);
    expect(await names(made.body.id)).toEqual(["passwd", "visa.txt"]);
  });

  it("serves a document a browser could run (kept before the types were narrowed) as a download", async () => {
    const made = await post(body(rooms[4], "2033-06-01", "2033-06-03"));
    const keep = (name: string, contentType: string) =>
      db().bookingDocument.create({
        data: { bookingId: made.body.id, name, contentType, size: 9, data: new Uint8Array(Buffer.from("<b>hi</b>")) },
      });
    const disposition = async (documentId: number) =>
      (
        await call(documentFile, {
          token: staff,
          params: { id: String(made.body.id), documentId: String(documentId) },
        })
      ).headers.get("content-disposition");
    expect(await disposition((await keep("page.html", "text/html")).id)).toMatch(/^attachment;/);
    expect(await disposition((await keep("a.svg", "image/svg+xml")).id)).toMatch(/^attachment;/);
    expect(await disposition((await keep("a.exe", "application/x-msdownload")).id)).toMatch(/^attachment;/);
    expect(await disposition((await keep("note.txt", "text/plain")).id)).toMatch(/^inline;/);
    expect(await disposition((await keep("scan.pdf", "application/pdf")).id)).toMatch(/^inline;/);
  });
});
