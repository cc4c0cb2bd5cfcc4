// A user's own account: profile, settings and password.
import { z } from "zod";
import { db, type Prisma } from "../../core/db";
import { hashPassword, verifyPassword } from "../../auth/password";
import type { SessionUser } from "../../auth/principal";
import { revokeAllSessions, sessionUserSelect, toSessionUser } from "../../auth/session";
import { AppError } from "../../core/errors";
import { publicUser } from "./public-user";
import { passwordField } from "./account-schemas";
import { userSettingsSchema } from "./user-settings";

export const selfUpdateSchema = z.object({
  name: z.string().trim().min(1, "validation.nameRequired").max(120).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  settings: userSettingsSchema.partial().optional(),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, "validation.passwordRequired"),
  password: passwordField,
});

export async function readSelf(user: SessionUser) {
  const unread = await db().notification.count({ where: { userId: user.id, readAt: null } });
  return publicUser(user, { unreadNotifications: unread });
}

export async function updateSelf(user: SessionUser, patch: z.infer<typeof selfUpdateSchema>) {
  const updated = await db().user.update({
    where: { id: user.id },
    data: {
      name: patch.name,
      phone: patch.phone,
      ...(patch.settings ? { settings: { ...user.settings, ...patch.settings } as Prisma.InputJsonValue } : {}),
    },
    select: sessionUserSelect,
  });
  return readSelf(toSessionUser(updated));
}

/** Changes the own password; every other session of the user ends. */
export async function changeOwnPassword(user: SessionUser, sessionId: number | undefined, input: z.infer<typeof passwordChangeSchema>) {
  const row = await db().user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
    throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "currentPassword", message: "validation.passwordWrong" }] });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(input.password) } });
  await revokeAllSessions(user.id, sessionId);
}
