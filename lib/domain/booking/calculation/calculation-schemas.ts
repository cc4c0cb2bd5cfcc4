// What the booking calculation endpoints accept (POST /api/bookings/{id}/calculation ... ): one
// zod schema per input, shared by the route handlers (validation, OpenAPI) and the tests.
import { z } from "zod";
import { ids, optional } from "../../../resources/fields";
import { int4, money, text } from "../../../validation/validators";
import { id, withoutDefaults } from "../../pricing/fields";
import { commissionObject } from "../../pricing/price-resource";

/** The optimistic-concurrency version a write may name in its body (or If-Match). */
const version = { version: int4({ min: 1 }).optional() };

/** Line types staff may write by hand; room, tour, payment plan and payment lines come from the engine. */
export const MANUAL_LINE_TYPES = ["cost", "product", "addon", "discount", "external", "option", "text"] as const;

/**
 * A quantity: exact, up to 4 places (half days, litres), never negative: a reduction is a
 * negative price, so a negative amount would only turn a discount into a charge (or back).
 */
const quantity = () => money({ precision: 12, scale: 4 }).refine((v) => !v.startsWith("-"), "validation.nonNegative");
/** A quantity that books something: more than 0 (no units is no product; a reduction is a discount line). */
const positiveQuantity = () => money({ precision: 12, scale: 4 }).refine((v) => Number(v) > 0, "validation.positive");

export const addLineSchema = z.object({
  type: z.enum(MANUAL_LINE_TYPES, { error: "validation.invalidValue" }).default("cost"),
  text: text({ min: 1, max: 300 }),
  amount: quantity().default("1"),
  /** unit price in the booking's currency; negative for a reduction */
  price: money(),
  /** where it stands among the lines; default: after the others */
  sort: int4({ min: 0, max: 1_000_000 }).optional(),
  /** the guests it is for; none: the booking */
  customerIds: optional(ids()),
  taxable: z.boolean().optional(),
  commissionable: z.boolean().default(false),
  onsite: z.boolean().default(false),
  /** a cancellation fee (DELETE calculation/{id}/removeCancellationFee takes it off) */
  cancellationFee: z.boolean().default(false),
  ...version,
});
export type AddLineInput = z.infer<typeof addLineSchema>;

export const editLineSchema = z
  .object({
    price: money().optional(),
    amount: quantity().optional(),
    text: text({ min: 1, max: 300 }).optional(),
    ...version,
  })
  .refine((v) => v.price !== undefined || v.amount !== undefined || v.text !== undefined, {
    message: "validation.nothingToChange",
    path: ["price"],
  });
export type EditLineInput = z.infer<typeof editLineSchema>;

export const renameLineSchema = z.object({ text: text({ min: 1, max: 300 }), ...version });

export const addSpecialSchema = z.object({ ignoreRules: z.boolean().default(false), ...version }).default({
  ignoreRules: false,
});

export const addProductSchema = z
  .object({
    /** the guests it is for; none: every guest */
    customerIds: optional(ids()),
    /** a fixed quantity instead of the product's add rule */
    quantity: optional(positiveQuantity()),
    /** offered, not booked: an option line, not billed */
    optional: z.boolean().default(false),
    ...version,
  })
  .default({ optional: false });
export type AddProductInput = z.infer<typeof addProductSchema>;

/** commission/{commission}: the commission record's terms, each field overridable for this booking. */
export const commissionSchema = withoutDefaults(commissionObject).extend(version).default({});

export const variantSchema = z.object({ variantId: id().nullable(), ...version });

export const paymentPolicySchema = z.object({ termsOfPaymentId: id().nullable().optional(), ...version }).default({});
