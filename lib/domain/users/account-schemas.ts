// Form and API schemas of the account screens (password reset, registration). Shared by the
// browser forms and the route handlers; messages are translation keys (spec part 1, section 5).
import { z } from "zod";
import { safeString } from "../../validation/validators";

export const MIN_PASSWORD_LENGTH = 5; // "must be longer than 4 characters"

// "required" aborts the field's other checks: one message per field
const required = (key: string) => ({ error: key, abort: true });

export const emailField = safeString({ error: "validation.emailRequired" })
  .trim()
  .min(1, required("validation.emailRequired"))
  .email("validation.emailValid")
  .max(254);
export const passwordField = safeString({ error: "validation.passwordRequired" })
  .min(1, required("validation.passwordRequired"))
  .min(MIN_PASSWORD_LENGTH, "validation.passwordMin")
  .max(200);
const crmFlag = z
  .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
  .optional()
  .default(false);

/** Request mode: an e-mail address. */
export const resetRequestSchema = z.object({
  email: emailField,
  isCRMUser: crmFlag,
  ts: safeString().max(200).optional(),
});

/** Save mode: token, e-mail, new password (and on the form, the repeat). */
export const resetSaveSchema = z.object({
  token: safeString({ error: "validation.tokenRequired" }).trim().min(1, required("validation.tokenRequired")).max(512),
  email: emailField,
  password: passwordField,
  isCRMUser: crmFlag,
  ts: safeString().max(200).optional(),
});

export const resetSaveFormSchema = resetSaveSchema
  .extend({ passwordRepeat: z.string() })
  .refine((v) => v.password === v.passwordRepeat, { path: ["passwordRepeat"], message: "validation.passwordsMatch" });

export const REGISTERABLE_TYPES = ["customer", "agency"] as const;
export type RegisterableType = (typeof REGISTERABLE_TYPES)[number];

const name = (key: string) => safeString({ error: key }).trim().min(1, required(key)).max(120);

const registerCustomer = z.object({
  userType: z.literal("customer"),
  firstName: name("validation.required"),
  lastName: name("validation.required"),
  email: emailField,
  password: passwordField,
  isCRMUser: crmFlag,
});
const registerAgency = z.object({
  userType: z.literal("agency"),
  company: name("validation.required"),
  name: name("validation.nameRequired"),
  email: emailField,
  password: passwordField,
  isCRMUser: crmFlag,
});
export const registerSchema = z.discriminatedUnion("userType", [registerCustomer, registerAgency]);
export type RegisterInput = z.infer<typeof registerSchema>;

const repeatMatches = (v: { password: string; passwordRepeat: string }) => v.password === v.passwordRepeat;
const mismatch = { path: ["passwordRepeat"], message: "validation.passwordsMatch" };

export const registerFormSchemas = {
  customer: registerCustomer.extend({ passwordRepeat: z.string() }).refine(repeatMatches, mismatch),
  agency: registerAgency.extend({ passwordRepeat: z.string() }).refine(repeatMatches, mismatch),
} satisfies Record<RegisterableType, z.ZodType>;

export const verifySchema = z.object({
  token: safeString({ error: "validation.tokenRequired" }).min(1, "validation.tokenRequired").max(512),
});
