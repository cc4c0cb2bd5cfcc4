// What the form endpoints answer (RouteSpec.response), declared once.
import { z } from "zod";
import { wireId, wireInt, wireTimestamp } from "../../validation/wire";
import { FORM_FIELD_TYPES } from "./form-fields";

const answerValue = z.union([z.string(), z.number(), z.array(z.string())]);
export const wireAnswers = z.record(z.string(), answerValue);

/** A field as the definition holds it (form-fields.ts formFieldSchema describes every property). */
export const wireFormField = z.looseObject({
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
});

export const publicFormAnswer = z.object({
  id: wireId,
  title: z.string(),
  language: z.string(),
  fields: z.array(wireFormField),
  media: z.array(z.object({ id: wireId, name: z.string(), mimeType: z.string() })),
  answers: wireAnswers.nullable(),
  answeredAt: wireTimestamp.nullable(),
});

export const formAnsweredAnswer = z.object({ id: wireId, answers: wireAnswers, answeredAt: wireTimestamp });

export const formConstantsAnswer = z.object({
  fieldTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  displayTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  choiceTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  multipleTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  mediaTypes: z.array(z.enum(FORM_FIELD_TYPES)),
  shortFormats: z.array(z.string()),
  dateUnits: z.array(z.string()),
  defaultStars: wireInt,
  maxFields: wireInt,
});
