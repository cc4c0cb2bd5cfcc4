// Cross-site writes and request bodies (issue 13, items 6 and 8): a write carried by the browser's
// session cookie must come from this site; JSON endpoints take JSON only (415); bodies are refused
// by their declared size before they are read, and counted while they are read.
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/[resource]/route";
import { POST as login } from "@/app/api/auth/token/route";
import { POST as upload } from "@/app/api/media/route";
import { GET as readGroup, POST as writeGroup } from "@/app/api/settings/group/[group]/route";
import { authSecret } from "@/lib/auth/secret";
import { issueSession } from "@/lib/auth/session";
import { db } from "@/lib/core/db";
import { JSON_BODY_LIMIT } from "@/lib/http/body";
import { MAX_UPLOAD_BYTES } from "@/lib/domain/media/media";
import { seedUser } from "@/prisma/seed/factories";
import { call, tokenFor } from "../helpers/http";

let cookie: string, bearer: string;

beforeAll(async () => {
  const admin = await seedUser(db(), { scopes: ["admin"] });
  const { token } = await issueSession(admin.id, "browser");
  cookie = `next-auth.session-token=${await encode({ secret: authSecret(), token: { sessionToken: token } })}`;
  bearer = await tokenFor(admin.id);
});

const savedFilter = (headers: Record<string, string>, rawBody: string, token?: string) =>
  call(create, { method: "POST", params: { resource: "savedfilter" }, rawBody, headers, token });
const filterBody = (name: string) => JSON.stringify({ resource: "customers", name, query: { search: "x" } });
const filterCount = () => db().savedFilter.count();

// a text/plain body renaming the company, sent with the session cookie from `origin`
const renameCompanyFrom = (origin: string) =>
  call(writeGroup, {
    method: "POST",
    params: { group: "company" },
    rawBody: JSON.stringify({ name: "Pwned Ltd" }),
    headers: { cookie, origin, "content-type": "text/plain" },
  });

describe("CSRF: a cookie-carried write must come from this site", () => {
  it("refuses a text/plain POST from another site with the session cookie (403), and writes nothing", async () => {
    const before = await filterCount();
    const res = await savedFilter(
      { cookie, origin: "https://evil.example", "content-type": "text/plain" },
      filterBody("evil"),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ statusCode: 403, description: "CROSS_ORIGIN" });
    const json = await savedFilter(
      { cookie, origin: "https://evil.example", "content-type": "application/json" },
      filterBody("evil"),
    );
    expect(json.status).toBe(403);
    // no Origin and no Sec-Fetch-Site: not provably this site
    expect((await savedFilter({ cookie, "content-type": "application/json" }, filterBody("bare"))).status).toBe(403);
    expect((await savedFilter({ cookie, "sec-fetch-site": "cross-site" }, filterBody("x"))).status).toBe(403);
    expect(await filterCount()).toBe(before);
  });

  it("a text/plain body cannot rename the company (settings)", async () => {
    const res = await renameCompanyFrom("https://evil.example");
    expect(res.status).toBe(403);
    const sameSite = await renameCompanyFrom("http://localhost");
    expect(sameSite.status).toBe(415);
    const company = await call(readGroup, { params: { group: "company" }, token: bearer });
    expect(company.body.name).not.toBe("Pwned Ltd");
  });

  it("accepts the app's own writes: same Origin, or Sec-Fetch-Site same-origin", async () => {
    const before = await filterCount();
    const own = await savedFilter(
      { cookie, origin: "http://localhost", "content-type": "application/json" },
      filterBody("mine"),
    );
    expect(own.status).toBe(201);
    const fetched = await savedFilter(
      { cookie, "sec-fetch-site": "same-origin", "content-type": "application/json" },
      filterBody("mine too"),
    );
    expect(fetched.status).toBe(201);
    expect(await filterCount()).toBe(before + 2);
    // reads are not writes
    const read = await call(list, {
      params: { resource: "savedfilter" },
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(read.status).toBe(200);
  });

  it("leaves bearer-token clients alone (no Origin needed), but they too send JSON", async () => {
    const res = await savedFilter(
      { origin: "https://elsewhere.example", "content-type": "application/json" },
      filterBody("api"),
      bearer,
    );
    expect(res.status).toBe(201);
    const text = await savedFilter({ "content-type": "text/plain" }, filterBody("api"), bearer);
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ statusCode: 415, description: "UNSUPPORTED_MEDIA_TYPE" });
    const form = await savedFilter(
      { "content-type": "application/x-www-form-urlencoded" },
      "resource=customers&name=x",
      bearer,
    );
    expect(form.status).toBe(415);
  });
});

/** A request whose body streams in chunks; `pulled` says how much of it the server read. */
function streamed(url: string, chunk: Uint8Array, chunks: number, headers: Record<string, string>) {
  const counter = { pulled: 0 };
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      counter.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const req = new NextRequest(new URL(url, "http://localhost"), {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as unknown as ConstructorParameters<typeof NextRequest>[1]);
  return { req, counter };
}

const noParams = { params: Promise.resolve({}) };

describe("body size limits", () => {
  it("refuses a JSON body over 1 MB by its Content-Length, before reading it", async () => {
    const size = 25 * 1024 * 1024;
    const { req, counter } = streamed("/api/auth/token", new Uint8Array(64 * 1024).fill(32), size / (64 * 1024), {
      "content-type": "application/json",
      "content-length": String(size),
    });
    const res = await login(req, noParams);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ statusCode: 413, description: "PAYLOAD_TOO_LARGE" });
    expect(counter.pulled).toBeLessThan(size / 10);
  });

  it("counts a body without Content-Length while it streams in and stops past the limit", async () => {
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const { req, counter } = streamed("/api/auth/token", chunk, 400, { "content-type": "application/json" });
    const res = await login(req, noParams);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT + 3 * chunk.byteLength);
  });

  it("refuses an upload over the media limit by its Content-Length (413), before reading it", async () => {
    const size = MAX_UPLOAD_BYTES + 1024 * 1024;
    const { req, counter } = streamed("/api/media", new Uint8Array(256 * 1024), size / (256 * 1024), {
      "content-type": "multipart/form-data; boundary=xx",
      "content-length": String(size),
      authorization: `Bearer ${bearer}`,
    });
    const res = await upload(req, noParams);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThan(size / 10);
    expect(await db().media.count()).toBe(0);
  });

  it("still takes a JSON body within the limit", async () => {
    const big = "x".repeat(200_000);
    const res = await call(login, { method: "POST", body: { email: "nobody@example.test", password: "x", ts: big } });
    // ts is limited by its schema, not by the body limit
    expect(res.status).toBe(400);
    expect(res.body.fields.map((f: { path: string }) => f.path)).toContain("ts");
  });
});
