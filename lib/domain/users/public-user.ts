// The user as clients see it (token answer, bootstrap, /api/users/self): never the password hash.
import type { SessionUser } from "../../auth/principal";
import { roleOf } from "../../access/roles";

export function publicUser(u: SessionUser, extra: { unreadNotifications?: number } = {}) {
  const who = { ...u, isGuest: false };
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone,
    userType: u.userType,
    role: roleOf(who),
    permissions: { scope: u.scopes },
    settings: u.settings,
    notifications: { unread: extra.unreadNotifications ?? 0 },
    agency: u.agencyId,
    customer: u.customerId,
    isCRMUser: u.isCRMUser,
    allowedResorts: u.allowedResortIds,
    allowedVessels: u.allowedVesselIds,
    activeAsset: u.activeAssetType && u.activeAssetId ? { type: u.activeAssetType, ref: u.activeAssetId } : null,
    verified: !!u.verifiedAt,
  };
}

export const GUEST_USER = {
  id: null,
  name: "guest",
  userType: "guest",
  role: "guest",
  permissions: { scope: ["guest"] },
} as const;
