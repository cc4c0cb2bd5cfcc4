// What a mail template is on the wire: its input (create and update) and its answer. The texts per
// language are checked for unknown merge fields when saved (save-mail-template.ts: 400 naming them).
import { z } from "zod";
import { LOCALES } from "../../i18n/locale";
import { optional } from "../../resources/fields";
import { text } from "../../validation/validators";
import { wireId, wireTimestamp } from "../../validation/wire";
import { BOOKING_STATES } from "../booking/states";
import { MESSAGE_CATEGORIES } from "../content/resources";

/** Who reads templates (the editor, and staff choosing one to send) and who changes them. */
export const MAIL_TEMPLATE_READ_SCOPES = ["mailtemplates.update", "bookings.update", "customers.update"] as const;
export const MAIL_TEMPLATE_WRITE_SCOPES = ["mailtemplates.update"] as const;

export const templateTextSchema = z.object({
  subject: text({ max: 300 }).refine((s) => !/[\r\n]/.test(s), "validation.invalidCharacters"),
  html: text({ max: 200_000 }),
  text: optional(text({ max: 50_000 })),
});

const byLanguage = <S extends z.ZodType>(s: S) =>
  z.object(
    Object.fromEntries(LOCALES.map((l) => [l, s.optional()])) as Record<(typeof LOCALES)[number], z.ZodOptional<S>>,
  );

export const mailTemplateSchema = z.object({
  name: text({ min: 1, max: 160 }),
  category: z.enum(MESSAGE_CATEGORIES, { error: "validation.invalidValue" }).default("Text"),
  state: optional(z.enum(BOOKING_STATES, { error: "validation.invalidValue" })),
  content: byLanguage(templateTextSchema).default({}),
  /** the visual editor's project per language (GrapesJS JSON); kept as it is */
  design: z.partialRecord(z.enum(LOCALES), z.unknown()).default({}),
  active: z.boolean().default(true),
});
export type MailTemplateInput = z.infer<typeof mailTemplateSchema>;

const textAnswer = z.object({ subject: z.string(), html: z.string(), text: z.string().nullable().optional() });

export const mailTemplateAnswer = z
  .object({
    id: wireId,
    name: z.string(),
    category: z.enum(MESSAGE_CATEGORIES),
    state: z.enum(BOOKING_STATES).nullable(),
    content: z.record(z.string(), textAnswer),
    design: z.record(z.string(), z.unknown()),
    active: z.boolean(),
    createdAt: wireTimestamp,
    updatedAt: wireTimestamp,
  })
  .meta({ id: "MailTemplate" });
export type MailTemplateAnswer = z.infer<typeof mailTemplateAnswer>;

/** A template in a list (GET /api/mail/template): without its texts, the languages it has them in. */
export const mailTemplateRow = z.object({
  id: wireId,
  name: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
  state: z.enum(BOOKING_STATES).nullable(),
  active: z.boolean(),
  languages: z.array(z.string()),
  updatedAt: wireTimestamp,
});
