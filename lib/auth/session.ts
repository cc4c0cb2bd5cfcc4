// Logins as database rows: a random token is handed out once and stored hashed; it expires,
// can be refreshed, and is revoked on logout. API clients send it as a bearer token; the
// browser keeps it inside the next-auth session cookie.
import { db, type Prisma, type SessionKind } from "../core/db";
import { env } from "../core/env";
import { requestReadVersion } from "../core/reference-cache";
import { GUEST_PRINCIPAL, principalOf, withUserSettings, type Principal, type SessionUser } from "./principal";
import { hashToken, isPlausibleToken, newToken } from "./tokens";

/** Who a user is and what they may reach: their kind, scopes, agency or customer, assets and settings. */
export const userAccessSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  userType: true,
  scopes: true,
  isCRMUser: true,
  agencyId: true,
  customerId: true,
  settings: true,
  allowedResortIds: true,
  allowedVesselIds: true,
  verifiedAt: true,
} satisfies Prisma.UserSelect;

/** What a session needs of a user, with the role whose scopes the user holds too. */
export const sessionUserSelect = {
  ...userAccessSelect,
  activeAssetType: true,
  activeAssetId: true,
  role: { select: { scopes: true } },
  agency: { select: { isActive: true } },
} satisfies Prisma.UserSelect;

type UserRow = { settings: unknown; role?: { scopes: string[] } | null } & Omit<SessionUser, "settings">;
const RELATIONS = ["role", "agency"];

/** A user's scopes are their own plus those of their role. */
export function toSessionUser({ role, ...u }: UserRow): SessionUser {
  const picked = Object.fromEntries(
    Object.keys(sessionUserSelect)
      .filter((k) => !RELATIONS.includes(k))
      .map((k) => [k, (u as Record<string, unknown>)[k]]),
  ) as Omit<SessionUser, "settings" | "scopes">;
  return {
    ...picked,
    scopes: [...new Set([...u.scopes, ...(role?.scopes ?? [])])],
    settings: withUserSettings(u.settings),
  };
}

export function sessionTtlMs(): number {
  return env().SESSION_TTL_SECONDS * 1000;
}

export async function issueSession(
  userId: number,
  kind: SessionKind,
  meta: { fingerprint?: string | null; ip?: string | null; userAgent?: string | null; ttlMs?: number } = {},
) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + (meta.ttlMs ?? sessionTtlMs()));
  const session = await db().authSession.create({
    data: {
      tokenHash: hashToken(token),
      kind,
      userId,
      expiresAt,
      fingerprint: meta.fingerprint?.slice(0, 200),
      ip: meta.ip?.slice(0, 100),
      userAgent: meta.userAgent?.slice(0, 300),
    },
  });
  await db().user.update({ where: { id: userId }, data: { lastLoginAt: new Date() } });
  return { token, expiresAt, sessionId: session.id };
}

// resolveToken runs on every request (the middleware for pages, the wrapper for the API): one
// statement answering one JSON text, instants as epoch ms. Prisma's nested select of the same took
// about twice as long (its relation joins, then a typed cell per column through the driver).
type SessionRow = {
  id: number;
  kind: SessionKind;
  expiresAt: number;
  revokedAt: number | null;
  agencyActive: boolean | null;
  roleScopes: string[] | null;
  user: Omit<UserRow, "verifiedAt" | "role"> & { verifiedAt: number | null };
};

/** The principal a token stands for; a guest (with the reason) when it does not count. */
export async function resolveToken(token: string | null | undefined): Promise<Principal> {
  if (!token) return GUEST_PRINCIPAL;
  if (!isPlausibleToken(token)) return { ...GUEST_PRINCIPAL, tokenProblem: "invalid" };
  // session, user, role and agency as one JSON text, from a database function (migration
  // 20261127030000) that plans its query once per session instead of on every request
  // and the reference version beside it: the request's reference data is checked without a
  // statement of its own (reference-cache.ts)
  const [found] = await db().$queryRaw<{ row: string | null; version: string | null }[]>`
    SELECT session_row(${hashToken(token)}) AS row, (SELECT "version" FROM "ReferenceVersion" WHERE "id" = 1) AS version`;
  requestReadVersion(found?.version);
  const row = found?.row ? (JSON.parse(found.row) as SessionRow) : null;
  // an inactive user, or the user of an agency not (or no longer) active, has no session
  if (!row || row.revokedAt !== null || row.user.userType === "Inactive" || row.agencyActive === false)
    return { ...GUEST_PRINCIPAL, tokenProblem: "invalid" };
  if (row.expiresAt <= Date.now()) return { ...GUEST_PRINCIPAL, tokenProblem: "expired" };
  const user = toSessionUser({
    ...row.user,
    verifiedAt: row.user.verifiedAt === null ? null : new Date(row.user.verifiedAt),
    role: row.roleScopes ? { scopes: row.roleScopes } : null,
  });
  return principalOf(user, { id: row.id, kind: row.kind, expiresAt: new Date(row.expiresAt) });
}

/** Extends a live session by the session lifetime; null when it is gone or expired. */
export async function refreshSession(token: string): Promise<{ expiresAt: Date } | null> {
  if (!isPlausibleToken(token)) return null;
  const expiresAt = new Date(Date.now() + sessionTtlMs());
  const { count } = await db().authSession.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null, expiresAt: { gt: new Date() } },
    data: { expiresAt, lastSeenAt: new Date() },
  });
  return count ? { expiresAt } : null;
}

export async function revokeSession(token: string): Promise<boolean> {
  if (!isPlausibleToken(token)) return false;
  const { count } = await db().authSession.updateMany({
    where: { tokenHash: hashToken(token), revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count > 0;
}

/** Logs a user out everywhere (password change, deactivation). */
export async function revokeAllSessions(userId: number, exceptSessionId?: number) {
  await db().authSession.updateMany({
    where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}
