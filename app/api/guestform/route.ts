// GET /api/guestform: the staff list of guest forms (by arrival or departure date, one departure or
// booking, status, search), one page at a time, with each form's completeness and link.
import { guestFormPageAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { guestFormListQuery, listGuestForms } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary:
      "Guest forms by the stay's arrival (by=arrival, default) or departure date (from, to), one departure (scheduleId) or booking (bookingId), status (missing | started | complete | reviewed) and search (guest, booking number); page and size (default 25).",
    scopes: GUEST_FORM_READERS,
    query: guestFormListQuery,
    response: guestFormPageAnswer,
  },
  ({ query, principal }) => listGuestForms(principal, query),
);
