// POST /api/guestform/appendMissingFields: takes a guest form's answers into the customer records
// (lib/domain/forms/take-guest-form-data.ts).
import { takeAllSchema, takeGuestFormData, takeRoute } from "@/lib/domain/forms/take-guest-form-data";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Fill only the customer fields that are empty from the form's answers (every guest, or one: customerId), through the customer's own checks and audit trail; a submitted form with nothing left to take becomes reviewed. customers.update, or an agency for its own customers.",
    ...takeRoute,
    body: takeAllSchema,
  },
  ({ body, principal }) =>
    takeGuestFormData({ formId: body.formId, customerId: body.customerId, fields: "all", onlyEmpty: true }, principal),
);
