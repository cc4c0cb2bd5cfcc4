// A template's text rendered with a real booking (POST /api/mail/template/preview): what the mail
// would say to that booking's customer, in the language asked for, without sending or changing
// anything (the pay link shows its address without a token).
import { z } from "zod";
import { db } from "../../core/db";
import { LOCALES, type Locale } from "../../i18n/locale";
import { id } from "../../validation/validators";
import { textBlocksIn } from "../content/text-blocks";
import { payLinkUrl } from "../online/send-pay-link";
import { loadBookingMergeData } from "./merge-data";
import { textBlockKeysIn } from "./merge-fields";
import { mergeValues } from "./merge-values";
import { renderMail, type TemplateText } from "./render-mail";
import { templateTextSchema } from "./template-schemas";

export const previewSchema = z.object({
  bookingId: id(),
  language: z.enum(LOCALES, { error: "validation.invalidValue" }),
  content: templateTextSchema,
});

/** `t` rendered in `lang` with the booking's merge values and the operator's text blocks. */
export async function renderForBooking(
  t: TemplateText,
  lang: Locale,
  data: Parameters<typeof mergeValues>[0],
  tx = db(),
) {
  const blocks = await textBlocksIn(textBlockKeysIn(`${t.subject}${t.html}${t.text ?? ""}`), lang, tx);
  return renderMail(t, mergeValues(data, lang), blocks, lang);
}

export async function previewMail(input: z.infer<typeof previewSchema>) {
  const { view, data } = await loadBookingMergeData(input.bookingId);
  data.links = { ...data.links, payment: payLinkUrl(view, "", "open") };
  return renderForBooking(input.content, input.language, data);
}
