import { env } from "../env";

/** The public origin for links in mails: NEXTAUTH_URL, else what the request came in on. */
export function publicOrigin(req: Request): string {
  const configured = env().NEXTAUTH_URL;
  if (configured) return new URL(configured).origin;
  const h = req.headers;
  const host = h.get("x-forwarded-host") ?? h.get("host");
  const proto = h.get("x-forwarded-proto") ?? new URL(req.url).protocol.replace(":", "");
  return host ? `${proto}://${host}` : new URL(req.url).origin;
}
