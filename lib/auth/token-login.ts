// The token API's answers: {token, expiresIn, user, version}.
import { db } from "../core/db";
import { publicUser } from "../domain/users/public-user";
import { appVersion } from "../core/version";
import { dataVersion } from "../domain/settings/data-version";
import { verifyLogin, type LoginInput } from "./login";
import type { SessionUser } from "./principal";
import { issueSession } from "./session";

export async function sessionAnswer(user: SessionUser, token: string | undefined, expiresAt: Date) {
  const unread = await db().notification.count({ where: { userId: user.id, readAt: null } });
  return {
    ...(token ? { token } : {}),
    expiresIn: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    user: publicUser(user, { unreadNotifications: unread }),
    version: appVersion(),
    dataVersion: await dataVersion(),
  };
}

export async function loginForToken(input: LoginInput, meta: { address: string; userAgent: string | null }) {
  const user = await verifyLogin(input, meta.address);
  const s = await issueSession(user.id, "api", { fingerprint: input.ts, ip: meta.address, userAgent: meta.userAgent });
  return sessionAnswer(user, s.token, s.expiresAt);
}
