// Who is calling: a guest, or a user with a live session. The same shape serves the guard,
// route handlers and pages.
import type { AssetType, SessionKind, UserType } from "../core/db";
import { GUEST } from "../access/scopes";

export type UserSettings = {
  showCustomersInBookingList: boolean;
  showInvertedCurrencyExchange: boolean;
  defaultDashboardDays: number;
  language: "de" | "en";
  /** the calendars' cell sizes, when the user changed them (lib/domain/calendar/sizes.ts) */
  calendar?: { rowHeight: number; columnWidth: number; roomWidth: number; fontSize: number };
};

export const DEFAULT_USER_SETTINGS: UserSettings = {
  showCustomersInBookingList: true,
  showInvertedCurrencyExchange: false,
  defaultDashboardDays: 30,
  language: "de",
};

export type SessionUser = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  userType: UserType;
  scopes: string[];
  isCRMUser: boolean;
  agencyId: number | null;
  customerId: number | null;
  settings: UserSettings;
  allowedResortIds: number[];
  allowedVesselIds: number[];
  activeAssetType: AssetType | null;
  activeAssetId: number | null;
  verifiedAt: Date | null;
};

export type Principal = {
  isGuest: boolean;
  /** the user's scopes; ["guest"] for a guest */
  scopes: string[];
  user: SessionUser | null;
  session: { id: number; kind: SessionKind; expiresAt: Date } | null;
  userType: UserType | null;
  agencyId: number | null;
  customerId: number | null;
  /** why a presented token did not count: "expired" tokens answer UNAUTHORIZED */
  tokenProblem?: "expired" | "invalid";
};

export const GUEST_PRINCIPAL: Principal = Object.freeze({
  isGuest: true,
  scopes: [GUEST],
  user: null,
  session: null,
  userType: null,
  agencyId: null,
  customerId: null,
}) as Principal;

export function principalOf(user: SessionUser, session: Principal["session"]): Principal {
  return {
    isGuest: false,
    scopes: user.scopes,
    user,
    session,
    userType: user.userType,
    agencyId: user.agencyId,
    customerId: user.customerId,
  };
}

export function withUserSettings(raw: unknown): UserSettings {
  const s = raw && typeof raw === "object" ? (raw as Partial<UserSettings>) : {};
  return {
    ...DEFAULT_USER_SETTINGS,
    ...s,
    language: s.language === "en" ? "en" : s.language === "de" ? "de" : DEFAULT_USER_SETTINGS.language,
  };
}
