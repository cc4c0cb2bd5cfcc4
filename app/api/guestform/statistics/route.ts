// GET /api/guestform/statistics: how many guest forms of a range are missing, started, complete, reviewed.
import { guestFormStatisticsAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { guestFormListQuery, guestFormStatistics } from "@/lib/domain/forms/guest-form-lists";
import { route } from "@/lib/http/route";
import { GUEST_FORM_READERS } from "@/lib/domain/forms/guest-form-access";

export const GET = route(
  {
    summary:
      "The guest forms of a range (the list's filters) counted per status: {total, missing, started, complete, reviewed}.",
    scopes: GUEST_FORM_READERS,
    query: guestFormListQuery,
    response: guestFormStatisticsAnswer,
  },
  ({ query, principal }) => guestFormStatistics(principal, query),
);
