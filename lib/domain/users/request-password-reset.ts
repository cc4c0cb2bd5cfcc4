// Use case: a password reset request mails a one-time link. Unknown addresses get the same
// answer, so the form does not tell who has an account.
import type { z } from "zod";
import { transaction, type Tx } from "../../core/db";
import { publicOrigin } from "../../core/origin";
import type { Principal } from "../../auth/principal";
import { TOKEN_TTL_MS, createUserToken } from "../../auth/user-tokens";
import { isLocale, type Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import type { resetRequestSchema } from "./account-schemas";

export async function requestPasswordReset(
  input: z.infer<typeof resetRequestSchema> & { locale: Locale },
  _actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const user = await tx.user.findUnique({ where: { email: input.email.toLowerCase() } });
      if (!user || user.userType === "Inactive" || (input.isCRMUser && !user.isCRMUser)) return { requested: true };
      const { token } = await createUserToken(user.id, "passwordReset");
      const page = input.isCRMUser ? "/club/password/reset" : "/password/reset";
      const link = `${publicOrigin()}${page}?${new URLSearchParams({ token, email: user.email })}`;
      // the user's saved language, else the one the request came in
      const saved = (user.settings as { language?: unknown } | null)?.language;
      const t = translator(isLocale(saved) ? saved : input.locale);
      await queueMail(tx, {
        to: user.email,
        subject: t("auth.reset.mail.subject", { app: t("app.name") }),
        text: t("auth.reset.mail.text", { name: user.name, link, token, hours: TOKEN_TTL_MS.passwordReset / 3600_000 }),
      });
      return { requested: true };
    },
    { tx },
  );
}
