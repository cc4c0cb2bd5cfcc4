// A user's own account: profile and settings (the password: change-own-password.ts).
import { z } from "zod";
import { db, type Prisma } from "../../core/db";
import type { SessionUser } from "../../auth/principal";
import { sessionUserSelect, toSessionUser } from "../../auth/session";
import { publicUser } from "./public-user";
import { userSettingsSchema } from "./user-settings";

export const selfUpdateSchema = z.object({
  name: z.string().trim().min(1, "validation.nameRequired").max(120).optional(),
  phone: z.string().trim().max(40).nullable().optional(),
  settings: userSettingsSchema.partial().optional(),
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
