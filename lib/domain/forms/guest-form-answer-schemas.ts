// What the guest form endpoints answer, as zod schemas (RouteSpec.response): the form as the guest
// and staff see it, its rows in the staff lists, the links, the differences to the customer.
import { z } from "zod";
import { wireDate, wireId, wireInt, wirePage, wireTimestamp } from "../../validation/wire";
import { CUSTOMER_FIELD_NAMES } from "./guest-form-diff";
import { GUEST_FORM_FILE_KINDS } from "./guest-form-sections";

export const guestFormStatusAnswer = z.enum(["missing", "started", "complete", "reviewed"]);

export const guestFormAnswer = z.object({
  id: wireId,
  multi: z.boolean(),
  status: guestFormStatusAnswer,
  kind: z.enum(["stay", "dive"]),
  sections: z.array(z.string()),
  language: z.string(),
  languages: z.array(z.string()),
  maxFileKb: wireInt,
  submittedAt: wireTimestamp.nullable(),
  reviewedAt: wireTimestamp.nullable(),
  version: wireInt,
  booking: z.object({
    id: wireId,
    label: z.string(),
    dateFrom: wireDate,
    dateTo: wireDate,
    place: z.string().nullable(),
    tour: z.string().nullable(),
  }),
  guests: z.array(
    z.object({
      customerId: wireId,
      name: z.string(),
      answers: z.record(z.string(), z.record(z.string(), z.unknown())),
      missing: z.array(z.string()),
      files: z.array(
        z.object({ kind: z.enum(GUEST_FORM_FILE_KINDS), name: z.string(), mimeType: z.string(), size: wireInt }),
      ),
      /** the trip's dive requirements: met, or what is still missing (null: none apply to the guest) */
      eligibility: z
        .object({
          eligible: z.boolean(),
          issues: z.array(z.object({ code: z.string() }).catchall(z.union([z.string(), z.number(), z.null()]))),
        })
        .nullable(),
    }),
  ),
});

/** A form's link and state, per guest of a booking (links, linked, self). */
export const guestFormLinkAnswer = z.object({
  id: wireId,
  bookingId: wireId,
  booking: z.string(),
  customerId: wireId.nullable(),
  name: z.string(),
  multi: z.boolean(),
  status: guestFormStatusAnswer,
  missing: wireInt,
  url: z.string(),
});

export const fieldDiffAnswer = z.object({
  field: z.enum(CUSTOMER_FIELD_NAMES),
  form: z.string(),
  customer: z.string().nullable(),
});

/** The differences per guest of a form. */
export const guestFormDiffAnswer = z.object({
  formId: wireId,
  guests: z.array(z.object({ customerId: wireId, name: z.string(), diff: z.array(fieldDiffAnswer) })),
});

/** What taking the form's answers changed: the customers' fields, per guest. */
export const takenAnswer = z.object({
  formId: wireId,
  status: guestFormStatusAnswer,
  taken: z.array(z.object({ customerId: wireId, fields: z.array(z.enum(CUSTOMER_FIELD_NAMES)) })),
});

/** A row of the staff lists: a form with its booking's dates and its completeness. */
export const guestFormRowAnswer = guestFormLinkAnswer.extend({
  dateFrom: wireDate,
  dateTo: wireDate,
  place: z.string().nullable(),
  updatedAt: wireTimestamp,
});
export const guestFormPageAnswer = wirePage(guestFormRowAnswer);

export const guestFormStatisticsAnswer = z.object({
  total: wireInt,
  missing: wireInt,
  started: wireInt,
  complete: wireInt,
  reviewed: wireInt,
});
