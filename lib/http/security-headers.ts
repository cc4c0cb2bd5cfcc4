// The security headers of every answer, in one place: a Content-Security-Policy with a nonce per
// page request (Next puts it on its own scripts), frame-ancestors 'none' except for the widget,
// nosniff, a referrer policy, a permissions policy, and HSTS when the app is served over HTTPS.
// Pages get them from middleware.ts, API answers from the route wrapper (lib/http/route.ts).
import { env } from "../core/env";
import { forwardedHeadersTrusted } from "./client-address";

/** Images from elsewhere that pages show: the map tiles of the location picker. */
export const IMAGE_SOURCES = ["https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"];

export const REFERRER_POLICY = "strict-origin-when-cross-origin";
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), display-capture=()";
export const HSTS = "max-age=31536000";
/** JSON, CSV and files: nothing to run, nothing to frame. Media files set their own (sandbox). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Only 'self' and http(s) origins ("https://shop.example", "https://*.example.com:8443"); anything else is dropped. */
export function frameAncestorSources(origins: readonly string[]): string {
  const ok = origins
    .map((o) => o.trim())
    .filter((o) => o === "'self'" || /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(o));
  return ok.length ? ok.join(" ") : "'none'";
}

/** A fresh nonce for one page answer. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

/** The page policy: Next's scripts carry the nonce; 'strict-dynamic' lets them load their chunks. */
export function pageCsp({
  nonce,
  frameAncestors = [],
  dev = process.env.NODE_ENV === "development",
}: {
  nonce: string;
  frameAncestors?: readonly string[];
  dev?: boolean;
}): string {
  return [
    "default-src 'self'",
    // React's development build evaluates code (fast refresh); production never does
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // style attributes (React, Radix, Leaflet) need 'unsafe-inline'; styles cannot run code
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${IMAGE_SOURCES.join(" ")}`,
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestorSources(frameAncestors)}`,
  ].join("; ");
}

/** Served over HTTPS: NEXTAUTH_URL says so, or a trusted proxy (or the socket) did. */
export function isHttps(headers: Headers): boolean {
  if (env().NEXTAUTH_URL?.startsWith("https:")) return true;
  return forwardedHeadersTrusted(headers) && headers.get("x-forwarded-proto")?.split(",")[0].trim() === "https";
}

/** The headers every answer carries besides its Content-Security-Policy. */
export function commonSecurityHeaders(https: boolean, frameable = false): Record<string, string> {
  return {
    "x-content-type-options": "nosniff",
    "referrer-policy": REFERRER_POLICY,
    "permissions-policy": PERMISSIONS_POLICY,
    ...(frameable ? {} : { "x-frame-options": "DENY" }),
    ...(https ? { "strict-transport-security": HSTS } : {}),
  };
}

/** Adds the API answer's security headers a handler did not set itself (a media file keeps its sandbox). */
export function withApiSecurityHeaders(res: Response, req: Request): Response {
  const wanted: Record<string, string> = {
    "content-security-policy": API_CSP,
    ...commonSecurityHeaders(isHttps(req.headers)),
  };
  let out = res;
  for (const [k, v] of Object.entries(wanted)) {
    if (out.headers.has(k)) continue;
    try {
      out.headers.set(k, v);
    } catch {
      // immutable headers (Response.redirect, fetch): copy once, then set
      out = new Response(out.body, { status: out.status, statusText: out.statusText, headers: out.headers });
      out.headers.set(k, v);
    }
  }
  return out;
}
