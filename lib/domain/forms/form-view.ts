// What the holder of a form's link sees (GET /api/form/{id}/{token}, the page /forms/{id}/{token}):
// the form's title, language and fields as sent, the media its fields show, and their own answers
// so far. Nothing else of the customer or the booking. A wrong token is the same 404 as a missing
// form (no oracle).
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { formFieldsSchema, MEDIA_TYPES, type Answers, type FormField } from "./form-fields";
import { formTokenMatches } from "./form-token";

export type FormMedium = { id: number; name: string; mimeType: string };
export type PublicForm = {
  id: number;
  title: string;
  language: string;
  fields: FormField[];
  media: FormMedium[];
  answers: Answers | null;
  answeredAt: Date | null;
};

/** The stored fields of a form (written through formFieldsSchema, read back the same way). */
export const storedFields = (fields: unknown): FormField[] => formFieldsSchema.parse(fields ?? []);

/** The form behind a link, or 404 whether it is missing or the token is wrong. */
export async function formOfLink(id: number, token: unknown, tx: Tx = db()) {
  const form = await tx.form.findUnique({
    where: { id },
    select: { id: true, tokenSalt: true, title: true, language: true, fields: true, answers: true, answeredAt: true },
  });
  if (!form || !formTokenMatches(form, token)) throw notFound("form");
  return form;
}

export async function publicForm(id: number, token: unknown, tx: Tx = db()): Promise<PublicForm> {
  const form = await formOfLink(id, token, tx);
  const fields = storedFields(form.fields);
  const mediaIds = [...new Set(fields.filter((f) => MEDIA_TYPES.includes(f.type)).flatMap((f) => f.mediaIds))];
  const media = mediaIds.length
    ? await tx.media.findMany({ where: { id: { in: mediaIds } }, select: { id: true, name: true, mimeType: true } })
    : [];
  return {
    id: form.id,
    title: form.title,
    language: form.language,
    fields,
    media,
    answers: (form.answers as Answers | null) ?? null,
    answeredAt: form.answeredAt,
  };
}
