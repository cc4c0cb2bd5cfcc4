// The caller's address, as the connection tells it, never as the client claims it.
//
// Next.js adds X-Forwarded-For from the socket only when the request has none, and passes on
// whatever a client sends. So the server process rewrites the forwarding headers of every request
// as it arrives (Node's "http.server.request.start" diagnostics channel, subscribed at start-up by
// instrumentation.ts), before Next or our code sees them:
// - without TRUSTED_PROXIES / TRUSTED_PROXY_HOPS, X-Forwarded-For becomes the socket's own address
//   and a client's X-Forwarded-For, -Proto, -Host and X-Real-IP are dropped;
// - behind a load balancer, the hops it (and the proxies before it) added are taken off from the
//   right, and the first address not of a trusted proxy is the client.
// The rewritten request carries a per-process mark; clientAddress() believes X-Forwarded-For only
// on a marked request. Where nothing was installed (tests, scripts), the last hop counts.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { BlockList, isIP } from "node:net";
import { randomBytes } from "node:crypto";
import { own } from "../core/own";

export type ProxyTrust = {
  /** proxy hops in front of the app (each adds the address it saw) */
  hops: number;
  /** addresses and networks of trusted proxies */
  proxies: BlockList | null;
};

const NO_PROXY: ProxyTrust = { hops: 0, proxies: null };
const MARK_HEADER = "x-harbour-client";
const STATE = Symbol.for("harbour.clientAddress");
type State = { mark: string; trust: ProxyTrust };
const state = () => (globalThis as { [STATE]?: State })[STATE];

const NAMED_NETWORKS: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  private: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** "::ffff:10.0.0.1" is 10.0.0.1; anything that is no address is undefined. */
export function normalizeIp(raw: string | undefined | null): string | undefined {
  const s = (raw ?? "").trim().replace(/^\[|\]$/g, "");
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(s)?.[1];
  const ip = v4 ?? s;
  return isIP(ip) ? ip : undefined;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or networks (10.0.0.0/8, fd00::/8), or the names
 * "loopback" and "private". TRUSTED_PROXY_HOPS: how many proxies stand in front of the app.
 */
export function parseProxyTrust(proxies?: string, hops?: number | string): ProxyTrust {
  const n = Number(hops ?? 0);
  if (!Number.isInteger(n) || n < 0 || n > 10)
    throw new Error("TRUSTED_PROXY_HOPS must be a whole number from 0 to 10");
  const entries = (proxies ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((e) => own(NAMED_NETWORKS, e.toLowerCase()) ?? [e]);
  if (!entries.length) return { hops: n, proxies: null };
  const list = new BlockList();
  for (const e of entries) {
    const [addr, bits] = e.split("/");
    const ip = normalizeIp(addr);
    if (!ip) throw new Error(`TRUSTED_PROXIES: "${e}" is not an address or network`);
    const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(ip, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === "ipv6" ? 128 : 32))
        throw new Error(`TRUSTED_PROXIES: "${e}" has a bad prefix length`);
      list.addSubnet(ip, prefix, type);
    }
  }
  return { hops: n, proxies: list };
}

const isTrusted = (ip: string, trust: ProxyTrust) => !!trust.proxies?.check(ip, isIP(ip) === 6 ? "ipv6" : "ipv4");

/**
 * The client of a request that came from `peer` (the socket's address) with `forwardedFor`.
 * `viaProxy`: the peer is a trusted proxy, so its X-Forwarded-Proto and -Host count too.
 */
export function resolveClient(
  peer: string,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust,
): { address: string; viaProxy: boolean } {
  const socket = normalizeIp(peer) ?? "unknown";
  const viaProxy = trust.proxies ? isTrusted(socket, trust) : trust.hops > 0;
  if (!viaProxy) return { address: socket, viaProxy };
  const hops = ([] as string[])
    .concat(forwardedFor ?? [])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...hops, socket];
  let i = chain.length - 1;
  if (trust.proxies) {
    // from the right, past every trusted proxy (at most `hops` of them when both are set)
    let steps = 0;
    while (i > 0 && isTrusted(normalizeIp(chain[i]) ?? "", trust) && (!trust.hops || steps < trust.hops)) {
      i--;
      steps++;
    }
  } else i = Math.max(0, chain.length - 1 - trust.hops);
  return { address: normalizeIp(chain[i]) ?? "unknown", viaProxy };
}

/** Rewrites the forwarding headers of a request as it arrives (see the top of this file). */
export function rewriteForwardedHeaders(request: IncomingMessage, peer: string | undefined, s: State) {
  const h = request.headers;
  const { address, viaProxy } = resolveClient(peer ?? "", h["x-forwarded-for"], s.trust);
  if (!viaProxy) {
    delete h["x-forwarded-proto"];
    delete h["x-forwarded-host"];
    delete h["x-forwarded-port"];
  }
  delete h["x-real-ip"];
  h["x-forwarded-for"] = address;
  h[MARK_HEADER] = s.mark;
}

/** Once per server process, at start-up (instrumentation.ts): every request's address from its socket. */
export function installClientAddress(trust: ProxyTrust = NO_PROXY) {
  const g = globalThis as { [STATE]?: State };
  if (g[STATE]) return;
  const s: State = { mark: randomBytes(18).toString("base64url"), trust };
  g[STATE] = s;
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: { remoteAddress?: string } };
    rewriteForwardedHeaders(request, socket?.remoteAddress, s);
  });
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;
const reader = (headers: HeaderSource) => (n: string) =>
  headers instanceof Headers ? headers.get(n) : (([] as (string | undefined)[]).concat(headers[n] ?? [])[0] ?? null);

/** True when the request's forwarding headers were rewritten by this server (or nothing was installed). */
export function forwardedHeadersTrusted(headers: HeaderSource): boolean {
  const s = state();
  return !s || reader(headers)(MARK_HEADER) === s.mark;
}

/**
 * The caller's address for throttling and the login list. On a server: the address the connection
 * (or a trusted proxy) gave; a request that arrived before start-up finished counts as "unverified".
 */
export function clientAddress(headers: HeaderSource): string {
  const get = reader(headers);
  if (state() && !forwardedHeadersTrusted(headers)) return "unverified";
  return get("x-forwarded-for")?.split(",").at(-1)?.trim() || get("x-real-ip") || "unknown";
}
