// A client cannot choose its own address (issue 13, item 3): over a real connection, a client's
// X-Forwarded-For is ignored unless the connection comes from a trusted proxy.
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clientAddress,
  installClientAddress,
  normalizeIp,
  parseProxyTrust,
  resolveClient,
} from "@/lib/http/client-address";
import { originOfRequest } from "@/lib/http/request-origin";

describe("resolveClient", () => {
  const none = parseProxyTrust();

  it("without trusted proxies the socket's address counts, whatever the client claims", () => {
    expect(resolveClient("::ffff:192.0.2.7", "203.0.113.99", none)).toEqual({ address: "192.0.2.7", viaProxy: false });
    expect(resolveClient("192.0.2.7", undefined, none).address).toBe("192.0.2.7");
  });

  it("behind trusted proxies, the first address from the right that is not one of them", () => {
    const trust = parseProxyTrust("10.0.0.0/8, loopback");
    // client -> (claims 1.2.3.4) -> 198.51.100.5 -> proxy 10.0.0.2 -> proxy 10.0.0.1 -> app
    expect(resolveClient("10.0.0.1", "1.2.3.4, 198.51.100.5, 10.0.0.2", trust)).toEqual({
      address: "198.51.100.5",
      viaProxy: true,
    });
    // a client that reaches the app directly cannot pass an address on
    expect(resolveClient("198.51.100.5", "1.2.3.4", trust)).toEqual({ address: "198.51.100.5", viaProxy: false });
  });

  it("with a hop count, that many hops are taken off the right", () => {
    const trust = parseProxyTrust(undefined, 1);
    expect(resolveClient("10.0.0.1", "1.2.3.4, 198.51.100.5", trust).address).toBe("198.51.100.5");
    expect(resolveClient("10.0.0.1", undefined, trust).address).toBe("10.0.0.1");
    expect(resolveClient("10.0.0.1", "not-an-address", trust).address).toBe("unknown");
  });

  it("refuses settings it cannot read", () => {
    expect(() => parseProxyTrust("10.0.0.0/99")).toThrow(/prefix/);
    expect(() => parseProxyTrust("proxy.example")).toThrow(/not an address/);
    expect(() => parseProxyTrust(undefined, 42)).toThrow(/HOPS/);
    expect(normalizeIp("[::1]")).toBe("::1");
  });
});

describe("on a real connection", () => {
  let server: Server;
  let seen: { headers: IncomingHttpHeaders; address: string }[] = [];
  let port = 0;

  beforeAll(async () => {
    installClientAddress(parseProxyTrust());
    server = createServer((req, res) => {
      seen.push({ headers: req.headers, address: clientAddress(req.headers as Record<string, string>) });
      res.end("ok");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const get = (headers: Record<string, string>, localAddress = "127.0.0.1") =>
    new Promise<void>((resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path: "/", headers, localAddress }, (res) => {
        res.resume();
        res.on("end", resolve);
      });
      req.on("error", reject);
      req.end();
    });

  it("a made-up X-Forwarded-For, X-Real-IP or X-Forwarded-Proto is replaced by what the connection says", async () => {
    seen = [];
    await get({ "x-forwarded-for": "203.0.113.99", "x-real-ip": "203.0.113.98", "x-forwarded-proto": "https" });
    await get({ "x-forwarded-for": "198.51.100.1, 203.0.113.5" }, "127.0.0.9");
    expect(seen.map((s) => s.address)).toEqual(["127.0.0.1", "127.0.0.9"]);
    expect(seen[0].headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(seen[0].headers["x-real-ip"]).toBeUndefined();
    expect(seen[0].headers["x-forwarded-proto"]).toBeUndefined();
  });

  it("a made-up X-Forwarded-Host cannot name another site for the links the app makes", async () => {
    seen = [];
    await get({ host: "booking.example.com", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(seen[0].headers["x-forwarded-host"]).toBeUndefined();
    expect(originOfRequest(seen[0].headers as Record<string, string>)).toBe("http://booking.example.com");
  });

  it("a client cannot forge the server's mark", () => {
    expect(clientAddress({ "x-forwarded-for": "203.0.113.99", "x-harbour-client": "guess" })).toBe("unverified");
  });
});
