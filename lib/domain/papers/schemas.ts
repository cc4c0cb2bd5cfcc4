// What a caller may send with a booking document (POST .../templates/{templateId}): a note printed
// on it, its intro or closing replaced for this once, or another language; and the query flags.
import { z } from "zod";
import { LOCALES } from "../../i18n/locale";
import { text } from "../../validation/validators";
import { BOOKING_TEMPLATES } from "./templates";

export const paperCustomSchema = z.object({
  note: text({ max: 2000 }).optional(),
  intro: text({ max: 4000 }).optional(),
  closing: text({ max: 4000 }).optional(),
  language: z.enum(LOCALES, { error: "validation.language" }).optional(),
});
export type PaperCustom = z.infer<typeof paperCustomSchema>;

/** ?force=true: print the document although the booking's state does not fit it. */
export const forceQuery = z.object({ force: z.enum(["true", "false", "1", "0"]).optional() });
export const isForced = (q: { force?: string }) => q.force === "true" || q.force === "1";

export const templateParam = z.enum(BOOKING_TEMPLATES, { error: "validation.choice" });
