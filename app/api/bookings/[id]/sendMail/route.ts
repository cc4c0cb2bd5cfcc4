// POST /api/bookings/{id}/sendMail: a mail from a template (lib/domain/mail/send-template-mail.ts)
// when the body names `templateId`; else the booking's document (offer, confirmation, voucher) as a
// PDF (lib/domain/papers/send-booking-paper.ts).
import { z } from "zod";
import {
  BOOKING_ATTACHMENTS,
  sendBookingTemplateMail,
  templateMailAnswer,
  templateMailSchema,
} from "@/lib/domain/mail/send-template-mail";
import { templateTextSchema } from "@/lib/domain/mail/template-schemas";
import { sendBookingPaper } from "@/lib/domain/papers/send-booking-paper";
import { BOOKING_TEMPLATES } from "@/lib/domain/papers/templates";
import { bookingWrite } from "@/lib/http/booking-route";
import { optional } from "@/lib/resources/fields";
import { LOCALES } from "@/lib/i18n/locale";
import { email, id } from "@/lib/validation/validators";

const recipient = z.union([z.enum(["customer", "agency"]), email()], { error: "validation.emailValid" });

export const POST = bookingWrite(
  {
    summary:
      "Mail the booking. With templateId ({templateId, to?: customer | agency | an address, language?, content?: {subject, html, text?} as edited, attachments?: [confirmation, invoice], force?}): the template rendered with the booking's merge values in its language (or the one given), the documents attached; 409 when that template was mailed for the booking before (force sends it again), when there is no address or no invoice to attach. Without templateId ({template?: offer | confirmation | voucher, to?, force?}): the booking's document as a PDF (the one its state prints unless named); 409 when it was mailed already or does not fit the state. Either leaves after the commit.",
    body: z.object({
      templateId: optional(id()),
      template: z.enum(BOOKING_TEMPLATES, { error: "validation.invalidValue" }).optional(),
      to: optional(recipient),
      language: optional(z.enum(LOCALES, { error: "validation.invalidValue" })),
      content: templateTextSchema.optional(),
      attachments: z
        .array(z.enum(BOOKING_ATTACHMENTS, { error: "validation.invalidValue" }))
        .max(2)
        .optional(),
      force: z.boolean().default(false),
    }),
    staffOnly: true,
    response: z.union([
      z.object({ template: z.enum(BOOKING_TEMPLATES), fileName: z.string(), to: z.string() }),
      templateMailAnswer,
    ]),
  },
  ({ bookingId, body, actor }) => {
    if (body.templateId)
      return sendBookingTemplateMail(
        { ...templateMailSchema.parse({ ...body, to: body.to ?? "customer" }), bookingId },
        actor,
      );
    const to = body.to === "customer" || body.to === "agency" ? undefined : (body.to ?? undefined);
    return sendBookingPaper({ bookingId, template: body.template, to, force: body.force }, actor);
  },
);
