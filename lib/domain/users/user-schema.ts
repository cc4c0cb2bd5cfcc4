// What the API answers about a user, as zod schemas: the logged-in user (public-user.ts
// publicUser) and a session (lib/auth/token-login.ts sessionAnswer). Declared by the login, the
// session refresh, the password reset, the jump login, GET/POST /api/users/self and the bootstrap;
// what the user administration answers (links to external systems, logins).
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { LOCALES } from "../../i18n/locale";
import { modelRow } from "../../resources/rows";
import { wireId, wireInt, wireTimestamp } from "../../validation/wire";

const enumOf = (name: string) => z.enum(WIRE_ENUMS[name] as [string, ...string[]]);

/** A user's own settings (user-settings.ts), as stored: the calendar's sizes once set. */
export const userSettingsAnswer = z.object({
  showCustomersInBookingList: z.boolean(),
  showInvertedCurrencyExchange: z.boolean(),
  defaultDashboardDays: wireInt,
  language: z.enum(LOCALES),
  calendar: z.object({ rowHeight: wireInt, columnWidth: wireInt, roomWidth: wireInt, fontSize: wireInt }).optional(),
});

/** The logged-in user as the API shows it to them (publicUser). */
export const publicUserAnswer = z
  .object({
    id: wireId,
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    userType: enumOf("UserType"),
    role: z.enum(["admin", "agency", "customer", "unassignedCustomer", "guest", "internal"]),
    permissions: z.object({ scope: z.array(z.string()) }),
    settings: userSettingsAnswer,
    notifications: z.object({ unread: wireInt }),
    agency: wireId.nullable(),
    customer: wireId.nullable(),
    isCRMUser: z.boolean(),
    allowedResorts: z.array(wireId),
    allowedVessels: z.array(wireId),
    activeAsset: z.object({ type: enumOf("AssetType"), ref: wireId }).nullable(),
    verified: z.boolean(),
  })
  .meta({ id: "User" });

/** The app's build: its version and when it was built (lib/core/version.ts). */
/** A notification of the user, as the bootstrap and GET /api/events/notifications answer it. */
export const notificationAnswer = z.object({
  id: wireId,
  category: z.string(),
  title: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  createdAt: wireTimestamp,
});

export const appVersionAnswer = z.object({ time: z.number(), version: z.string() });

/** A session: the token (to a bearer caller), how long it lives, the user and the app's version. */
export const sessionAnswerSchema = z
  .object({
    token: z.string().optional().meta({ description: "the bearer token (not sent to a browser session)" }),
    expiresIn: wireInt.meta({ description: "seconds" }),
    user: publicUserAnswer,
    version: appVersionAnswer,
    dataVersion: wireInt,
  })
  .meta({ id: "Session" });

/** The guest (no one logged in) as the bootstrap answers it (public-user.ts GUEST_USER). */
export const guestUserAnswer = z.object({
  id: z.null(),
  name: z.literal("guest"),
  userType: z.literal("guest"),
  role: z.literal("guest"),
  permissions: z.object({ scope: z.array(z.string()) }),
});

/** A user's account in an external system (user-admin.ts getLink, setLink). */
export const userLinkAnswer = modelRow("userLink");

/** The columns of a login session the logins list shows. */
export const loginFields = {
  id: true,
  kind: true,
  createdAt: true,
  lastSeenAt: true,
  expiresAt: true,
  revokedAt: true,
  ip: true,
  userAgent: true,
} as const;

/** A login session as the logins list shows it (user-admin.ts listLogins). */
export const loginAnswer = modelRow("authSession", loginFields).extend({
  user: z.object({ id: wireId, name: z.string(), email: z.string() }),
  active: z.boolean(),
});
