// The next-auth session cookie, made outside next-auth (the jump login needs it).
import { encode } from "next-auth/jwt";
import { env } from "../core/env";
import { SESSION_COOKIES } from "./authenticate";
import { authSecret } from "../auth/secret";

/** Set-Cookie values that remove the browser session (both cookie names next-auth may use). */
export function clearedSessionCookies(): string[] {
  return SESSION_COOKIES.map(
    (name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure") ? "; Secure" : ""}`,
  );
}

export async function browserSessionCookie(
  req: Request,
  s: { token: string; expiresAt: Date; user: { id: number; name: string; email: string; isCRMUser: boolean } },
): Promise<string> {
  const secure = (env().NEXTAUTH_URL ?? "").startsWith("https:") || req.headers.get("x-forwarded-proto") === "https";
  const name = secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
  const maxAge = Math.floor((s.expiresAt.getTime() - Date.now()) / 1000);
  const value = await encode({
    secret: authSecret(),
    maxAge,
    token: {
      sub: String(s.user.id),
      name: s.user.name,
      email: s.user.email,
      sessionToken: s.token,
      expiresAt: s.expiresAt.getTime(),
      isCRMUser: s.user.isCRMUser,
    },
  });
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}
