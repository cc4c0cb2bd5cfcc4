// Finds the caller's token in a request: a bearer header (API clients) or the next-auth
// session cookie (the browser), then resolves it against the database.
import { decode } from "next-auth/jwt";
import type { Principal } from "../auth/principal";
import { authSecret } from "../auth/secret";
import { resolveToken } from "../auth/session";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return undefined; // a mangled cookie: no session
      }
    }
  }
  return undefined;
}

export type PresentedToken = { token: string; via: "bearer" | "cookie" };

// A session cookie is an encrypted JWT: decrypting it (a key derivation and AES-GCM) costs about
// a millisecond, on every request of a logged-in browser. The same cookie decrypts to the same
// token, so the last few are remembered with the instant the JWT itself expires; the token is
// still checked against the database on every request (revoked, expired, user inactive).
const DECODED_LIMIT = 500;
const decoded = new Map<string, { token: string; until: number }>();

async function sessionTokenOf(raw: string): Promise<string | null> {
  const hit = decoded.get(raw);
  if (hit && hit.until > Date.now()) return hit.token;
  decoded.delete(raw);
  const jwt = await decode({ token: raw, secret: authSecret() });
  if (typeof jwt?.sessionToken !== "string") return null;
  if (decoded.size >= DECODED_LIMIT) decoded.delete(decoded.keys().next().value!);
  decoded.set(raw, { token: jwt.sessionToken, until: typeof jwt.exp === "number" ? jwt.exp * 1000 : 0 });
  return jwt.sessionToken;
}

export async function presentedToken(headers: Headers): Promise<PresentedToken | null> {
  const auth = headers.get("authorization");
  if (auth && /^bearer\s+/i.test(auth)) return { token: auth.replace(/^bearer\s+/i, "").trim(), via: "bearer" };
  const cookies = headers.get("cookie");
  for (const name of SESSION_COOKIES) {
    const raw = cookieValue(cookies, name);
    if (!raw) continue;
    try {
      const token = await sessionTokenOf(raw);
      if (token) return { token, via: "cookie" };
    } catch {
      /* a cookie from another secret: ignore it, the caller is a guest */
    }
  }
  return null;
}

export async function authenticate(headers: Headers): Promise<Principal> {
  return resolveToken((await presentedToken(headers))?.token);
}

/** The principal and how its token came: a browser's cookie needs a same-origin request to write. */
export async function authenticateRequest(
  headers: Headers,
): Promise<{ principal: Principal; via: PresentedToken["via"] | null }> {
  const presented = await presentedToken(headers);
  return { principal: await resolveToken(presented?.token), via: presented?.via ?? null };
}

/** Where a request came from: see lib/http/client-address.ts. */
export { clientAddress } from "./client-address";
