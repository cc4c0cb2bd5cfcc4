// GET /api/guestform/print: the print template, the forms of a departure (or booking, or dates) as one PDF.
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";
import { printGuestForms, printQuery } from "@/lib/domain/forms/guest-form-pdf";
import { file } from "@/lib/http/answers";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The guest forms of a departure (scheduleId), a booking (bookingId) or a date range (from and to, by arrival or departure) as one PDF, a page per guest with every answer (at most 200 forms); the list's other filters apply.",
    scopes: GUEST_FORM_READERS,
    query: printQuery,
    response: file("application/pdf", "the guest forms, a page per guest"),
  },
  async ({ query, principal, locale }) =>
    new Response(new Uint8Array(await printGuestForms(principal, query, locale)), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": 'inline; filename="guest-forms.pdf"',
        "cache-control": "private, no-store",
      },
    }),
);
