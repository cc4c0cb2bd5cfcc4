// POST /api/guestform/addToBooking: takes a guest form's answers into the customer records
// (lib/domain/forms/take-guest-form-data.ts).
import { takeFieldsSchema, takeGuestFormData, takeRoute } from "@/lib/domain/forms/take-guest-form-data";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Take chosen fields of one guest's form answers into the customer record ({formId, customerId, fields}), through the customer's own checks and audit trail; a submitted form with nothing left to take becomes reviewed. customers.update, or an agency for its own customers.",
    ...takeRoute,
    body: takeFieldsSchema,
  },
  ({ body, principal }) =>
    takeGuestFormData({ formId: body.formId, customerId: body.customerId, fields: body.fields }, principal),
);
