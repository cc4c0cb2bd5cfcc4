// Nobody gives away more than they have: a user without admin may grant only scopes they hold
// themselves, and may not change administrators or roles stronger than their own rights.
import { holdsScope, isAdmin } from "../../access/scopes";
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { AppError } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";

export function assertMayGrant(p: Principal, scopes: readonly string[], path = "scopes") {
  const beyond = scopes.filter((s) => !holdsScope(p, s));
  if (!beyond.length) return;
  const values = { scopes: beyond.join(", ") };
  throw new AppError("FORBIDDEN", "errors.GRANT_BEYOND_OWN", {
    values,
    fields: [{ path, message: messageKey("errors.GRANT_BEYOND_OWN", values) }],
  });
}

export async function roleScopes(roleId: number): Promise<string[]> {
  const role = await db().userRole.findUnique({ where: { id: roleId }, select: { scopes: true } });
  if (!role)
    throw new AppError("VALIDATION_ERROR", undefined, {
      fields: [{ path: "roleId", message: "validation.unknownReference" }],
    });
  return role.scopes;
}

/** The rights a user holds (own and role): only someone holding all of them may change the user. */
export async function assertMayChangeUser(p: Principal, target: { scopes: string[]; roleId: number | null }) {
  if (isAdmin(p)) return;
  const all = [...target.scopes, ...(target.roleId ? await roleScopes(target.roleId) : [])];
  if (all.some((s) => !holdsScope(p, s))) throw new AppError("FORBIDDEN");
}
