// Use case: self-registration of a customer (or club member) or an agency. The account stays
// locked until the e-mail address is confirmed with the mailed link; a new agency also waits for
// the operator to activate it.
import { audit } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import type { Principal } from "../../auth/principal";
import { DEFAULT_USER_SETTINGS } from "../../auth/principal";
import { hashPassword } from "../../auth/password";
import { TOKEN_TTL_MS, createUserToken } from "../../auth/user-tokens";
import type { Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { fullNameOf } from "../crm/customer-name";
import type { RegisterInput } from "./account-schemas";

export async function registerUser(input: RegisterInput & { locale: Locale }, actor: Principal, tx?: Tx) {
  const email = input.email.toLowerCase();
  // hashing is slow: before the transaction, so it holds no connection meanwhile
  const passwordHash = await hashPassword(input.password);
  const settings = { ...DEFAULT_USER_SETTINGS, language: input.locale };
  return transaction(
    async (tx) => {
      if (await tx.user.findUnique({ where: { email }, select: { id: true } }))
        throw new AppError("CONFLICT", "auth.register.emailTaken", {
          fields: [{ path: "email", message: "auth.register.emailTaken" }],
        });
      let user;
      if (input.userType === "customer") {
        const customer = await tx.customer.create({
          data: { firstName: input.firstName, lastName: input.lastName, email, fullName: fullNameOf(input) },
        });
        user = await tx.user.create({
          data: {
            email,
            passwordHash,
            settings,
            name: customer.fullName,
            userType: "customer",
            scopes: ["customers.self"],
            customerId: customer.id,
            isCRMUser: input.isCRMUser,
          },
        });
      } else {
        const agency = await tx.agency.create({
          data: { name: input.company, email, type: "travel", isActive: false },
        });
        user = await tx.user.create({
          data: {
            email,
            passwordHash,
            settings,
            name: input.name,
            userType: "agency",
            scopes: ["agencies.self"],
            agencyId: agency.id,
          },
        });
      }
      await audit(tx, {
        userId: actor.user?.id ?? null,
        action: "user.registered",
        entity: "user",
        entityId: user.id,
        data: { userType: user.userType },
      });
      await queueVerificationMail(tx, user, { locale: input.locale, club: input.isCRMUser });
      return { id: user.id, email: user.email, userType: user.userType, verified: false };
    },
    { tx },
  );
}

async function queueVerificationMail(
  tx: Tx,
  user: { id: number; email: string; name: string },
  opts: { locale: Locale; club: boolean },
) {
  const { token } = await createUserToken(user.id, "verify");
  const link = `${publicOrigin()}${opts.club ? "/club" : ""}/user/${user.id}/verify?${new URLSearchParams({ token })}`;
  const t = translator(opts.locale);
  await queueMail(tx, {
    to: user.email,
    subject: t("auth.register.mail.subject", { app: t("app.name") }),
    text: t("auth.register.mail.text", { name: user.name, link, hours: TOKEN_TTL_MS.verify / 3600_000 }),
  });
}
