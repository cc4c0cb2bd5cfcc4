// Roles of spec part 1, section 6, derived from the user record.
import { isAdmin, type ScopeHolder } from "./scopes";

export type Role = "admin" | "agency" | "customer" | "unassignedCustomer" | "guest" | "internal";

export type RoleSubject = ScopeHolder & {
  userType?: string | null;
  agencyId?: number | null;
  customerId?: number | null;
};

export function roleOf(who: RoleSubject): Role {
  if (who.isGuest) return "guest";
  if (isAdmin(who)) return "admin";
  if (who.userType === "agency" || who.agencyId) return "agency";
  if (who.userType === "customer") return who.customerId ? "customer" : "unassignedCustomer";
  return "internal";
}

/** Anyone who is none of agency, customer, unassigned customer or guest (admins included). */
export function isInternal(who: RoleSubject): boolean {
  const r = roleOf(who);
  return r === "admin" || r === "internal";
}

export type AssetRef = { type: "resort" | "vessel"; ref: number };
export type AssetRestriction = { allowedResortIds: readonly number[]; allowedVesselIds: readonly number[] };

/** The assets a user may work with: an empty allow-list means all of that type. */
export function allowedAssets<T extends AssetRef>(user: AssetRestriction, available: readonly T[]): T[] {
  return available.filter((a) => {
    const list = a.type === "resort" ? user.allowedResortIds : user.allowedVesselIds;
    return list.length === 0 || list.includes(a.ref);
  });
}

/** The active asset if it is still allowed, else the first allowed one. */
export function activeAsset<T extends AssetRef>(
  user: AssetRestriction & { activeAsset?: AssetRef | null },
  available: readonly T[],
): T | undefined {
  const allowed = allowedAssets(user, available);
  const want = user.activeAsset;
  return allowed.find((a) => want && a.type === want.type && a.ref === want.ref) ?? allowed[0];
}
