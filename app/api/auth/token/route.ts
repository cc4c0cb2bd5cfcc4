// /api/auth/token: log in (POST), refresh (PUT), check (HEAD) and end (DELETE) a session.
import { USER } from "@/lib/access/scopes";
import { loginSchema } from "@/lib/auth/login";
import { clearedSessionCookies } from "@/lib/http/browser-cookie";
import { clientAddress, presentedToken } from "@/lib/http/authenticate";
import { refreshSession, revokeSession } from "@/lib/auth/session";
import { loginForToken, sessionAnswer } from "@/lib/auth/token-login";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { sessionAnswerSchema } from "@/lib/domain/users/user-schema";
import { noContent } from "@/lib/http/answers";

export const POST = route(
  {
    summary: "Log in: {email, password, ts, isCRMUser} -> {token, expiresIn, user, version}",
    body: loginSchema,
    response: sessionAnswerSchema,
  },
  ({ req, body }) =>
    loginForToken(body, { address: clientAddress(req.headers), userAgent: req.headers.get("user-agent") }),
);

export const PUT = route(
  {
    summary: "Refresh the current session; a bearer caller gets its token back with the new expiry.",
    scopes: [USER],
    response: sessionAnswerSchema,
  },
  async ({ req, principal }) => {
    const presented = (await presentedToken(req.headers))!;
    const refreshed = await refreshSession(presented.token);
    if (!refreshed) throw new AppError("UNAUTHORIZED");
    return sessionAnswer(
      principal.user!,
      presented.via === "bearer" ? presented.token : undefined,
      refreshed.expiresAt,
    );
  },
);

export const HEAD = route(
  { summary: "Check the session: 200 while it lives, 401 otherwise.", scopes: [USER], response: { 200: null } },
  () => new Response(null, { status: 200 }),
);

export const DELETE = route(
  {
    summary: "Log out: the token is revoked; a browser also loses its session cookie.",
    scopes: [USER],
    response: noContent,
  },
  async ({ req }) => {
    const presented = (await presentedToken(req.headers))!;
    await revokeSession(presented.token);
    const res = new Response(null, { status: 204 });
    if (presented.via === "cookie") for (const c of clearedSessionCookies()) res.headers.append("set-cookie", c);
    return res;
  },
);
