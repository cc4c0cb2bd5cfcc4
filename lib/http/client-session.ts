// The browser session of a guest, for the per-client rate limits of the public writes: a random id
// in a cookie of its own (no account, no personal data), set on the first limited request. Only
// the id's hash is counted against. A client that drops cookies is still counted by its address.
import { createHash, randomBytes } from "node:crypto";
import { clientAddress } from "./client-address";

export const CLIENT_COOKIE = "hb_client";

const hashed = (id: string) => createHash("sha256").update(id).digest("hex").slice(0, 32);

/**
 * The browser session of the request, hashed, and the cookie to set when it had none (a new id,
 * counted from this request on; kept a year, as the limits mean).
 */
export function clientSessionOf(req: Request): { session: string; setCookie: string | null } {
  // one answer per request: the rate limits and the handler see the same new session
  const known = seen.get(req);
  if (known) return known;
  const found = readSession(req);
  seen.set(req, found);
  return found;
}

const seen = new WeakMap<Request, { session: string; setCookie: string | null }>();

function readSession(req: Request): { session: string; setCookie: string | null } {
  const raw = new RegExp(`(?:^|;\\s*)${CLIENT_COOKIE}=([A-Za-z0-9_-]{16,64})(?:;|$)`).exec(
    req.headers.get("cookie") ?? "",
  )?.[1];
  if (raw) return { session: hashed(raw), setCookie: null };
  const id = randomBytes(18).toString("base64url");
  const secure = new URL(req.url).protocol === "https:" || req.headers.get("x-forwarded-proto") === "https";
  return {
    session: hashed(id),
    setCookie: `${CLIENT_COOKIE}=${id}; Path=/api/book; HttpOnly; SameSite=Lax; Max-Age=31536000${secure ? "; Secure" : ""}`,
  };
}

/** Who the client of a public write is: its address and its browser session (online-limits.ts). */
export const onlineClientOf = (req: Request) => ({
  address: clientAddress(req.headers),
  session: clientSessionOf(req).session,
});
