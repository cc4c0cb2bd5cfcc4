// POST /api/bookings/{id}/sendGuestFormMail: each guest their guest form link by mail (the booker
// with MULTI_GF) through a template (lib/domain/mail/send-guest-form-mail.ts).
import { guestFormMailAnswer, guestFormMailSchema, sendGuestFormMail } from "@/lib/domain/mail/send-guest-form-mail";
import { bookingWrite } from "@/lib/http/booking-route";

export const POST = bookingWrite(
  {
    summary:
      "Mail each guest the link to their guest form (with MULTI_GF the booker the booking's one form) ({templateId?, formId?, language?, force?}): through the template named, else the first active template carrying {{link.guestForm}}, in the form's language; formId mails that form only. Answers the mails queued and the forms skipped for want of an address. 409 when a link was mailed before (force sends it again), when no template carries the link, the booking has no forms or no guest an address.",
    body: guestFormMailSchema,
    staffOnly: true,
    response: guestFormMailAnswer,
  },
  ({ bookingId, body, actor }) => sendGuestFormMail({ ...body, bookingId }, actor),
);
