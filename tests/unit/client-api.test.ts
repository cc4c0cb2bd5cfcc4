// The browser's fetch wrapper (lib/client/api.ts): a request aborted while its answer is still on
// its way resolves (the caller ignores it), never rejects into an uncaught page error.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, readAnswer } from "@/lib/client/api";

let server: Server;
let base: string;
let headersSent: () => void = () => {};

beforeAll(async () => {
  // /slow: the headers and part of the body at once, the rest never (the calendar's month, paged away from)
  server = createServer((req, res) => {
    if (req.url === "/slow") {
      res.writeHead(200, { "content-type": "application/json" });
      res.write('[{"id":1');
      headersSent();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("api()", () => {
  it("answers as before when nothing is aborted", async () => {
    expect(await api(`${base}/fast`)).toEqual({ ok: true, status: 200, data: { ok: true } });
  });

  it("resolves quietly when aborted while the body is read (paging the calendar quickly)", async () => {
    const ctrl = new AbortController();
    const started = new Promise<void>((resolve) => (headersSent = resolve));
    const pending = api(`${base}/slow`, { signal: ctrl.signal });
    await started;
    // fetch has the headers by now (or soon): abort while the body is still on its way
    await new Promise((resolve) => setTimeout(resolve, 50));
    ctrl.abort();
    const res = await pending;
    expect(res).toMatchObject({ ok: false, status: 0, error: { description: "ABORTED", method: "GET" } });
  });

  it("resolves quietly when aborted before any answer", async () => {
    const ctrl = new AbortController();
    ctrl.abort();
    expect(await api(`${base}/fast`, { signal: ctrl.signal })).toMatchObject({
      ok: false,
      status: 0,
      error: { description: "ABORTED" },
    });
  });

  it("a body that fails to arrive is a result too: OFFLINE without an abort", async () => {
    const broken = new Response(
      new ReadableStream({
        start(c) {
          c.error(new TypeError("terminated"));
        },
      }),
    );
    expect(await readAnswer(broken, "/api/x", "GET")).toMatchObject({
      ok: false,
      status: 0,
      error: { description: "OFFLINE", path: "/api/x" },
    });
  });
});
