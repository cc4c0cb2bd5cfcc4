// The origin a request was sent to (lib/http/request-origin.ts), for the absolute URLs the app makes
// when NEXTAUTH_URL is unset: its Host, or a trusted proxy's X-Forwarded-Host and -Proto. A client
// that is no trusted proxy cannot name another site: the server drops those headers as the request
// arrives (rewriteForwardedHeaders, tested over a real connection in client-address.test.ts).
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { parseProxyTrust, rewriteForwardedHeaders } from "@/lib/http/client-address";
import { originOfRequest } from "@/lib/http/request-origin";

/** What reaches the app after the server's rewrite, from `peer` with these headers. */
function arrived(peer: string, headers: Record<string, string>, proxies?: string) {
  const request = { headers: { ...headers } } as unknown as IncomingMessage;
  rewriteForwardedHeaders(request, peer, { mark: "m", trust: parseProxyTrust(proxies) });
  return request.headers as Record<string, string>;
}

const SENT = { host: "app.internal:3000", "x-forwarded-host": "booking.example.com", "x-forwarded-proto": "https" };

describe("originOfRequest", () => {
  it("is the Host the browser sent to, on plain http, with its port", () => {
    expect(originOfRequest({ host: "booking.example.com" }, true)).toBe("http://booking.example.com");
    expect(originOfRequest({ host: "LOCALHOST:3202" }, true)).toBe("http://localhost:3202");
    expect(originOfRequest({ host: "[::1]:8080" }, true)).toBe("http://[::1]:8080");
    expect(originOfRequest(new Headers({ host: "booking.example.com:80" }), true)).toBe("http://booking.example.com");
  });

  it("behind a trusted proxy: the host and scheme the proxy was asked for", () => {
    const h = arrived("10.0.0.5", SENT, "10.0.0.0/8");
    expect(originOfRequest(h, true)).toBe("https://booking.example.com");
    // a proxy chain names the first host it was asked for
    expect(originOfRequest({ ...h, "x-forwarded-host": "booking.example.com, edge.internal" }, true)).toBe(
      "https://booking.example.com",
    );
  });

  it("from anyone else, X-Forwarded-Host and -Proto are gone before the app reads them: the Host counts", () => {
    for (const proxies of [undefined, "10.0.0.0/8"]) {
      const h = arrived("203.0.113.7", SENT, proxies);
      expect(h["x-forwarded-host"]).toBeUndefined();
      expect(originOfRequest(h, true)).toBe("http://app.internal:3000");
    }
    // a request the server did not rewrite (it came before start-up finished) uses the Host alone
    expect(originOfRequest(SENT, false)).toBe("http://app.internal:3000");
  });

  it("names no origin for a missing or malformed Host (the caller falls back to NEXTAUTH_URL or the local server)", () => {
    for (const host of ["", "evil.example/path", "user@evil.example", "a b", "evil.example:99999x", "javascript:x"])
      expect(originOfRequest({ host }, true), host).toBeNull();
    expect(originOfRequest({}, true)).toBeNull();
    // only http and https: anything else a proxy writes is plain http
    expect(originOfRequest({ host: "booking.example.com", "x-forwarded-proto": "ftp" }, true)).toBe(
      "http://booking.example.com",
    );
  });
});
