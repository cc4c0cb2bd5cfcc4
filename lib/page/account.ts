// What the account pages do and load: confirming an address from its mailed link, a user's logins,
// a jump into an external system.
import "server-only";
import type { Principal } from "../auth/principal";
import { findSystem, jumpInto } from "../domain/users/jump";
import { listLogins } from "../domain/users/user-admin";
import { verifyUser } from "../domain/users/verify-user";

/** Opening /user/{id}/verify?token=: confirms the address; false for a wrong or used link. */
export async function verifyFromLink(id: string, token: string | undefined, principal: Principal): Promise<boolean> {
  return /^\d+$/.test(id) && !!token && (await verifyUser({ id: Number(id), token }, principal));
}

/** A user's latest 50 logins. */
export async function userLogins(userId: number) {
  return (await listLogins({ page: 1, size: 50, userId })).data;
}

/** The external system's address with a one-time login for the user; null for an unknown system. */
export async function jumpTarget(system: string, userId: number) {
  if (!(await findSystem(system))) return null;
  return jumpInto(system, userId);
}
