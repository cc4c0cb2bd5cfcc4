// Self-registration of customers (and club members) and agencies. The account stays locked
// until the e-mail address is confirmed with the mailed link.
import { db } from "../../core/db";
import { hashPassword } from "../../auth/password";
import { TOKEN_TTL_MS, consumeUserToken, createUserToken } from "../../auth/user-tokens";
import { AppError } from "../../core/errors";
import type { Locale } from "../../i18n/locale";
import { publicOrigin } from "../../core/origin";
import { DEFAULT_USER_SETTINGS } from "../../auth/principal";
import { translator } from "../../i18n/translator";
import { sendMail } from "../../mail/mailer";
import { fullNameOf } from "../crm/customer-name";
import type { RegisterInput } from "./account-schemas";

export async function registerUser(input: RegisterInput, locale: Locale) {
  const email = input.email.toLowerCase();
  if (await db().user.findUnique({ where: { email }, select: { id: true } }))
    throw new AppError("CONFLICT", "auth.register.emailTaken", { fields: [{ path: "email", message: "auth.register.emailTaken" }] });
  const passwordHash = await hashPassword(input.password);
  const settings = { ...DEFAULT_USER_SETTINGS, language: locale };
  const user = await db().$transaction(async (tx) => {
    if (input.userType === "customer") {
      const customer = await tx.customer.create({
        data: { firstName: input.firstName, lastName: input.lastName, email, fullName: fullNameOf(input) },
      });
      return tx.user.create({
        data: {
          email, passwordHash, settings, name: customer.fullName, userType: "customer", scopes: ["customers.self"],
          customerId: customer.id, isCRMUser: input.isCRMUser,
        },
      });
    }
    // a new agency waits for the operator to activate it
    const agency = await tx.agency.create({ data: { name: input.company, email, type: "travel", isActive: false } });
    return tx.user.create({
      data: { email, passwordHash, settings, name: input.name, userType: "agency", scopes: ["agencies.self"], agencyId: agency.id },
    });
  });
  // the account stands even if the mail fails: a password reset also confirms the address
  const mailed = await sendVerificationMail(user, { locale, club: input.isCRMUser }).then(
    () => true,
    (e) => (console.error(`verification mail to ${user.email} failed:`, e), false),
  );
  return { id: user.id, email: user.email, userType: user.userType, verified: false, verificationMailSent: mailed };
}

async function sendVerificationMail(user: { id: number; email: string; name: string }, opts: { locale: Locale; club: boolean }) {
  const { token } = await createUserToken(user.id, "verify");
  const link = `${publicOrigin()}${opts.club ? "/club" : ""}/user/${user.id}/verify?${new URLSearchParams({ token })}`;
  const t = translator(opts.locale);
  await sendMail({
    to: user.email,
    subject: t("auth.register.mail.subject", { app: t("app.name") }),
    text: t("auth.register.mail.text", { name: user.name, link, hours: TOKEN_TTL_MS.verify / 3600_000 }),
  });
}

/** Confirms the e-mail address of user `id` with the mailed token. */
export async function verifyUser(id: number, token: string): Promise<boolean> {
  const userId = await consumeUserToken(token, "verify", id);
  if (!userId) return false;
  await db().user.update({ where: { id: userId }, data: { verifiedAt: new Date() } });
  return true;
}
