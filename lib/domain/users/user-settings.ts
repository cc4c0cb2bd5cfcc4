import { z } from "zod";
import { transaction, type Prisma } from "../../core/db";
import { LOCALES } from "../../i18n/locale";
import { withUserSettings, type UserSettings } from "../../auth/principal";
import { calendarSizesSchema } from "../calendar/sizes";
import type { Locale } from "../../i18n/locale";

export const userSettingsSchema = z.object({
  showCustomersInBookingList: z.boolean(),
  showInvertedCurrencyExchange: z.boolean(),
  defaultDashboardDays: z.coerce.number().int().min(1).max(365),
  language: z.enum(LOCALES),
  /** the calendars' cell sizes (lib/domain/calendar/sizes.ts) */
  calendar: calendarSizesSchema,
});

export async function updateUserSettings(userId: number, patch: Partial<UserSettings>): Promise<UserSettings> {
  return transaction(async (tx) => {
    const u = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { settings: true } });
    const settings = withUserSettings({ ...withUserSettings(u.settings), ...patch });
    await tx.user.update({ where: { id: userId }, data: { settings: settings as Prisma.InputJsonValue } });
    return settings;
  });
}

export async function saveUserLanguage(userId: number, language: Locale) {
  await updateUserSettings(userId, { language });
}
