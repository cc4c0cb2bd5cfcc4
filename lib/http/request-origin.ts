// The origin a request was sent to (scheme, host and port), for the absolute URLs built while
// answering it when NEXTAUTH_URL is unset (lib/core/origin.ts). The Host header, or behind a
// trusted proxy its X-Forwarded-Host and -Proto: the server drops those two from anyone else as the
// request arrives (client-address.ts), so a client cannot name another site through them. Next.js
// serves plain HTTP itself: https only when NEXTAUTH_URL or a trusted proxy says so.
import { configuredOrigin, localOrigin } from "../core/origin";
import { forwardedHeadersTrusted } from "./client-address";

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

const first = (v: string | string[] | null | undefined) =>
  ([] as string[])
    .concat(v ?? [])[0]
    ?.split(",")[0]
    ?.trim() || undefined;
const reader = (headers: HeaderSource) => (n: string) =>
  first(headers instanceof Headers ? headers.get(n) : headers[n]);

/** "booking.example.com", "localhost:3000", "[::1]:8080": a host and port, nothing else. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the request's own headers name, or null when they name none (or nonsense).
 * `proxied`: its X-Forwarded-* headers count (the server rewrote them as it arrived).
 */
export function originOfRequest(headers: HeaderSource, proxied = forwardedHeadersTrusted(headers)): string | null {
  const get = reader(headers);
  const host = (proxied ? get("x-forwarded-host") : undefined) ?? get("host");
  if (!host || !HOST.test(host)) return null;
  const proto = proxied && get("x-forwarded-proto")?.toLowerCase() === "https" ? "https" : "http";
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** NEXTAUTH_URL's origin, else the one the request was sent to, else the local server. */
export function requestOrigin(headers: HeaderSource): string {
  return configuredOrigin() ?? originOfRequest(headers) ?? localOrigin();
}
