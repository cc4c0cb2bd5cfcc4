// GET /api/guestform/diff?formId=: a form's answers against its guests' customer records, field by field.
import { z } from "zod";
import { guestFormDiffAnswer } from "@/lib/domain/forms/guest-form-answer-schemas";
import { guestFormDifferences } from "@/lib/domain/forms/take-guest-form-data";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "The differences between a guest form and its guests' customer records: per guest the fields where the form says something else ({field, form, customer}). Staff who see the form's booking.",
    scopes: ["customers.read", "bookings.read", "bookings.update", "agencies.self"],
    query: z.object({ formId: id() }),
    response: guestFormDiffAnswer,
  },
  ({ query, principal }) => guestFormDifferences(query.formId, principal),
);
