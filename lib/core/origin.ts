// The public address of this installation, for every absolute URL the product makes (links in
// mails, the embed snippet, the ICS feed, payment returns, redirects): NEXTAUTH_URL when it is
// set, else the origin the request being served was sent to (README: "Unset: taken from the
// request's Host header"). The request's origin is worked out in the HTTP ring
// (lib/http/request-origin.ts, trusting X-Forwarded-Host/-Proto only from TRUSTED_PROXIES) and
// handed in here: the route wrapper runs each handler inside `withRequestOrigin`, so a use case
// that queues a mail inside its transaction builds the link for the site the guest is on.
import { AsyncLocalStorage } from "node:async_hooks";
import { env } from "./env";

const current = new AsyncLocalStorage<string>();

/** The configured public URL's origin (NEXTAUTH_URL), if any. */
export function configuredOrigin(): string | null {
  const url = env().NEXTAUTH_URL;
  return url ? new URL(url).origin : null;
}

/** Where nothing says better (a script, a background job): the local server. */
export function localOrigin(): string {
  return `http://localhost:${env().PORT}`;
}

/** Runs `fn` for a request sent to `origin`: publicOrigin() inside it (and in what it awaits) answers that. */
export function withRequestOrigin<T>(origin: string, fn: () => T): T {
  return current.run(origin, fn);
}

/**
 * The origin for links that leave the app: NEXTAUTH_URL, else the served request's origin, else
 * (no request: a script, the outbox sweeper) the local server.
 */
export function publicOrigin(): string {
  return configuredOrigin() ?? current.getStore() ?? localOrigin();
}
