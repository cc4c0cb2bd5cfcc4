// Use case: self-registration of a customer (or club member) or an agency. The account stays
// locked until the e-mail address is confirmed with the mailed link; a new agency also waits for
// the operator to activate it. An address that already has an account is answered exactly like a
// new one (same status, same body), so registration does not tell who has an account; the owner
// gets a mail saying someone tried, in the owner's language.
import { audit } from "../../core/audit";
import { Prisma, transaction, type Tx } from "../../core/db";
import { publicOrigin } from "../../core/origin";
import type { Principal } from "../../auth/principal";
import { DEFAULT_USER_SETTINGS } from "../../auth/principal";
import { hashPassword } from "../../auth/password";
import { TOKEN_TTL_MS, createUserToken } from "../../auth/user-tokens";
import { isLocale, type Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { fullNameOf } from "../crm/customer-name";
import type { RegisterInput } from "./account-schemas";

/** The answer to every registration, new address or not: nothing in it tells them apart. */
export type RegisterAnswer = { email: string; userType: RegisterInput["userType"]; verified: false };

const isUniqueViolation = (e: unknown) => e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002";

export async function registerUser(
  input: RegisterInput & { locale: Locale },
  actor: Principal,
  tx?: Tx,
): Promise<RegisterAnswer> {
  const email = input.email.toLowerCase();
  // hashing is slow: before the transaction, so it holds no connection meanwhile (and an existing
  // address costs the same time as a new one)
  const passwordHash = await hashPassword(input.password);
  const answer: RegisterAnswer = { email, userType: input.userType, verified: false };
  try {
    return await transaction(
      async (tx) => {
        if (!(await notifyExistingOwner(tx, email, input, actor)))
          await createAccount(tx, email, passwordHash, input, actor);
        return answer;
      },
      { tx },
    );
  } catch (e) {
    // the same address registered at the same moment: the other one won, this is now "existing"
    if (!tx && isUniqueViolation(e) && (await transaction((tx) => notifyExistingOwner(tx, email, input, actor))))
      return answer;
    throw e;
  }
}

/** If the address has an account: its owner gets a mail and true comes back. */
async function notifyExistingOwner(
  tx: Tx,
  email: string,
  input: RegisterInput & { locale: Locale },
  actor: Principal,
): Promise<boolean> {
  const owner = await tx.user.findUnique({
    where: { email },
    select: { id: true, email: true, name: true, settings: true, isCRMUser: true },
  });
  if (!owner) return false;
  await auditRegistration(tx, actor, "user.registrationRepeated", owner.id, input.userType);
  const language = (owner.settings as { language?: unknown } | null)?.language;
  const t = translator(isLocale(language) ? language : input.locale);
  const area = owner.isCRMUser ? "/club" : "";
  await queueMail(tx, {
    to: owner.email,
    subject: t("auth.register.existingMail.subject", { app: t("app.name") }),
    text: t("auth.register.existingMail.text", {
      name: owner.name,
      app: t("app.name"),
      login: `${publicOrigin()}${area}/login`,
      reset: `${publicOrigin()}${area}/password/reset`,
    }),
  });
  return true;
}

async function createAccount(
  tx: Tx,
  email: string,
  passwordHash: string,
  input: RegisterInput & { locale: Locale },
  actor: Principal,
) {
  const settings = { ...DEFAULT_USER_SETTINGS, language: input.locale };
  const user = await tx.user.create({
    data: { email, passwordHash, settings, ...(await accountHolder(tx, email, input)) },
  });
  await auditRegistration(tx, actor, "user.registered", user.id, user.userType);
  await queueVerificationMail(tx, user, { locale: input.locale, club: input.isCRMUser });
}

/** Whom a new account belongs to: a new customer (or club member), or a new agency that waits to be activated. */
async function accountHolder(
  tx: Tx,
  email: string,
  input: RegisterInput,
): Promise<Omit<Prisma.UserUncheckedCreateInput, "email" | "passwordHash" | "settings">> {
  if (input.userType === "customer") {
    const customer = await tx.customer.create({
      data: { firstName: input.firstName, lastName: input.lastName, email, fullName: fullNameOf(input) },
    });
    return {
      name: customer.fullName,
      userType: "customer",
      scopes: ["customers.self"],
      customerId: customer.id,
      isCRMUser: input.isCRMUser,
    };
  }
  const agency = await tx.agency.create({ data: { name: input.company, email, type: "travel", isActive: false } });
  return { name: input.name, userType: "agency", scopes: ["agencies.self"], agencyId: agency.id };
}

const auditRegistration = (tx: Tx, actor: Principal, action: string, userId: number, userType: string) =>
  audit(tx, { userId: actor.user?.id ?? null, action, entity: "user", entityId: userId, data: { userType } });

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
