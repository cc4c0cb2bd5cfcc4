// next-auth for the browser: the credentials provider checks the login and opens a database
// session; the session cookie (a signed, encrypted JWT) carries only that session's token.
import type { NextAuthOptions } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { env } from "../core/env";
import { AppError } from "../core/errors";
import { loginSchema, verifyLogin } from "../auth/login";
import { clientAddress } from "./authenticate";
import { authSecret } from "../auth/secret";
import { issueSession, refreshSession, revokeSession } from "../auth/session";

declare module "next-auth" {
  interface User {
    sessionToken: string;
    expiresAt: number;
    isCRMUser: boolean;
  }
  interface Session {
    expiresAt: number;
    isCRMUser: boolean;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    sessionToken?: string;
    expiresAt?: number;
    isCRMUser?: boolean;
  }
}

export function authOptions(): NextAuthOptions {
  const { SESSION_TTL_SECONDS: maxAge, NEXTAUTH_URL } = env();
  // without a configured public URL, next-auth takes the origin from the request's Host
  if (!NEXTAUTH_URL) process.env.AUTH_TRUST_HOST ??= "true";
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge },
    jwt: { maxAge },
    pages: { signIn: "/login", error: "/login" },
    providers: [
      Credentials({
        id: "credentials",
        name: "E-mail",
        credentials: { email: {}, password: {}, isCRMUser: {}, ts: {} },
        async authorize(raw, req) {
          const parsed = loginSchema.safeParse(raw);
          if (!parsed.success) throw new Error("VALIDATION_ERROR");
          try {
            const headers = (req?.headers ?? {}) as Record<string, string>;
            const user = await verifyLogin(parsed.data, clientAddress(headers));
            const s = await issueSession(user.id, "browser", {
              fingerprint: parsed.data.ts,
              ip: clientAddress(headers),
              userAgent: headers["user-agent"],
            });
            return {
              id: String(user.id),
              name: user.name,
              email: user.email,
              sessionToken: s.token,
              expiresAt: s.expiresAt.getTime(),
              isCRMUser: user.isCRMUser,
            };
          } catch (e) {
            // next-auth hands the message to the login form as its error code
            if (e instanceof AppError)
              throw new Error(e.code === "RATE_LIMITED" ? `RATE_LIMITED:${e.values?.minutes ?? 15}` : e.code, {
                cause: e,
              });
            throw e;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user, trigger }) {
        if (user) {
          token.sessionToken = user.sessionToken;
          token.expiresAt = user.expiresAt;
          token.isCRMUser = user.isCRMUser;
        }
        if (trigger === "update") {
          const refreshed = token.sessionToken ? await refreshSession(token.sessionToken) : null;
          // throwing clears the cookie: the session is over
          if (!refreshed) throw new Error("SESSION_ENDED");
          token.expiresAt = refreshed.expiresAt.getTime();
        }
        return token;
      },
      async session({ session, token }) {
        // the database token never reaches the browser's JavaScript
        return { ...session, expiresAt: token.expiresAt ?? 0, isCRMUser: !!token.isCRMUser };
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sessionToken) await revokeSession(token.sessionToken);
      },
    },
  };
}
