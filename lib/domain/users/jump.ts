// Logins that cross systems. /jumpto/{token} logs a browser in with a one-time jump token;
// /api/cauth/jump/{system} hands such tokens to configured external systems and checks them.
import { timingSafeEqual } from "node:crypto";
import { db } from "../../core/db";
import { safeRedirectTarget } from "../../access/redirect";
import { issueSession } from "../../auth/session";
import { consumeUserToken, createUserToken, TOKEN_TTL_MS } from "../../auth/user-tokens";
import { AppError, notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { sessionUserSelect, toSessionUser } from "../../auth/session";
import { publicUser } from "./public-user";

export type ExternalSystem = { key: string; name: string; url: string; secret?: string };

/** A configured external system (settings group "systems": {name, url, secret}). */
export async function findSystem(key: string): Promise<ExternalSystem | null> {
  const row = await db().setting.findUnique({ where: { group_key: { group: "systems", key } } });
  const v = row?.value as Partial<ExternalSystem> | undefined;
  return v?.url ? { key, name: v.name ?? key, url: v.url, secret: v.secret } : null;
}

export type JumpSession = {
  token: string;
  expiresAt: Date;
  user: { id: number; name: string; email: string; isCRMUser: boolean };
};

/** Follows a jump link: on success a new session and the (safe) target, else the login. */
export async function jumpLogin(input: {
  token: string;
  target: string | null;
  userAgent: string | null;
}): Promise<{ location: string; session?: JumpSession }> {
  const userId = await consumeUserToken(input.token, "jump");
  if (!userId) return { location: "/login?notice=UNAUTHORIZED" };
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user || user.userType === "Inactive") return { location: "/login?notice=UNAUTHORIZED" };
  const s = await issueSession(user.id, "jump", { userAgent: input.userAgent });
  return {
    location: safeRedirectTarget(input.target) ?? (user.isCRMUser ? "/club/dashboard" : "/"),
    session: { token: s.token, expiresAt: s.expiresAt, user },
  };
}

/** For the logged-in user: a one-time token and the address that opens the external system with it. */
export async function jumpInto(systemKey: string, userId: number) {
  const system = await findSystem(systemKey);
  if (!system) throw notFound();
  // its own purpose: a token the external system saw cannot open a session here
  const { token } = await createUserToken(userId, "systemJump");
  const url = new URL(system.url);
  url.searchParams.set("token", token);
  return { system: system.name, url: url.toString(), token, expiresIn: TOKEN_TTL_MS.systemJump / 1000 };
}

function secretMatches(system: ExternalSystem, presented: string | null): boolean {
  if (!system.secret || !presented) return false;
  const a = Buffer.from(system.secret);
  const b = Buffer.from(presented.replace(/^bearer\s+/i, ""));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Called by an external system with its secret: {token} checks a token we handed out and
 * answers its user; {email, target} makes a jump link that logs that user in here.
 */
export async function systemJump(
  systemKey: string,
  authorization: string | null,
  body: { token?: string; email?: string; target?: string },
) {
  const system = await findSystem(systemKey);
  if (!system) throw notFound();
  if (!secretMatches(system, authorization)) throw new AppError("UNAUTHORIZED");
  if (body.token) {
    const userId = await consumeUserToken(body.token, "systemJump");
    if (!userId) throw new AppError("UNAUTHORIZED", "errors.TOKEN_EXPIRED");
    return {
      user: publicUser(
        toSessionUser(await db().user.findUniqueOrThrow({ where: { id: userId }, select: sessionUserSelect })),
      ),
    };
  }
  const user = body.email ? await db().user.findUnique({ where: { email: body.email.toLowerCase() } }) : null;
  if (!user) throw notFound();
  const { token } = await createUserToken(user.id, "jump");
  const target = safeRedirectTarget(body.target);
  return {
    url: `${publicOrigin()}/jumpto/${token}${target ? `?${new URLSearchParams({ target })}` : ""}`,
    expiresIn: TOKEN_TTL_MS.jump / 1000,
  };
}
