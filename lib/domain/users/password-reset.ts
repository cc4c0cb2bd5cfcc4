// Password reset: a request mails a one-time link; the change needs that token, ends every
// session of the user and confirms the e-mail address (the user proved they read it).
import type { z } from "zod";
import { db } from "../../core/db";
import { hashPassword } from "../../auth/password";
import { revokeAllSessions, sessionUserSelect, toSessionUser } from "../../auth/session";
import { TOKEN_TTL_MS, consumeUserToken, createUserToken } from "../../auth/user-tokens";
import { AppError } from "../../core/errors";
import { isLocale, type Locale } from "../../i18n/locale";
import { publicOrigin } from "../../core/origin";
import { translator } from "../../i18n/translator";
import { sendMail } from "../../mail/mailer";
import type { resetRequestSchema, resetSaveSchema } from "./account-schemas";
import { publicUser } from "./public-user";

export async function requestPasswordReset(input: z.infer<typeof resetRequestSchema>, locale: Locale) {
  const email = input.email.toLowerCase();
  const user = await db().user.findUnique({ where: { email } });
  // unknown addresses get the same answer: the form does not tell who has an account
  if (!user || user.userType === "Inactive" || (input.isCRMUser && !user.isCRMUser)) return { requested: true };
  const { token } = await createUserToken(user.id, "passwordReset");
  const page = input.isCRMUser ? "/club/password/reset" : "/password/reset";
  const link = `${publicOrigin()}${page}?${new URLSearchParams({ token, email })}`;
  // the user's saved language, else the one the request came in
  const saved = (user.settings as { language?: unknown } | null)?.language;
  const lang = isLocale(saved) ? saved : locale;
  const t = translator(lang);
  await sendMail({
    to: user.email,
    subject: t("auth.reset.mail.subject", { app: t("app.name") }),
    text: t("auth.reset.mail.text", { name: user.name, link, token, hours: TOKEN_TTL_MS.passwordReset / 3600_000 }),
  });
  return { requested: true };
}

export async function resetPassword(input: z.infer<typeof resetSaveSchema>) {
  const user = await db().user.findUnique({ where: { email: input.email.toLowerCase() } });
  // a club reset for a non-club account fails before the token is used up
  const fits = user && (!input.isCRMUser || user.isCRMUser);
  const userId = fits ? await consumeUserToken(input.token, "passwordReset", user.id) : null;
  if (!user || !userId) throw new AppError("BAD_REQUEST", "auth.reset.changeFailed");
  const updated = await db().user.update({
    where: { id: user.id },
    data: { passwordHash: await hashPassword(input.password), verifiedAt: user.verifiedAt ?? new Date() },
    select: sessionUserSelect,
  });
  await revokeAllSessions(user.id);
  return publicUser(toSessionUser(updated));
}
