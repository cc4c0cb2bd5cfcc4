import { env } from "./env";

/**
 * The public address for links that leave the app (mails, jump links): NEXTAUTH_URL, else the
 * local server. Never the request's Host header: a forged Host would put a reset token into a
 * link to someone else's site.
 */
export function publicOrigin(): string {
  const e = env();
  return e.NEXTAUTH_URL ? new URL(e.NEXTAUTH_URL).origin : `http://localhost:${e.PORT}`;
}
