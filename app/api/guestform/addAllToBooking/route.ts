// POST /api/guestform/addAllToBooking: takes a guest form's answers into the customer records
// (lib/domain/forms/take-guest-form-data.ts).
import { takeAllSchema, takeGuestFormData, takeRoute } from "@/lib/domain/forms/take-guest-form-data";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary:
      "Take every differing field of the form (or of one guest: customerId) into the customer records, through the customer's own checks and audit trail; a submitted form with nothing left to take becomes reviewed. customers.update, or an agency for its own customers.",
    ...takeRoute,
    body: takeAllSchema,
  },
  ({ body, principal }) =>
    takeGuestFormData({ formId: body.formId, customerId: body.customerId, fields: "all" }, principal),
);
