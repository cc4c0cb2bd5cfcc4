// POST /api/bookings/{id}/splitInvoice: divide the invoice between payers.
import { transitionRoute } from "@/lib/http/booking-route";
import { splitInvoiceSchema } from "@/lib/domain/booking/schemas";

export const POST = transitionRoute(
  "splitInvoice",
  "Divide the invoice between payers ({parts: [{customerId, percent}]}, adding up to 100; default: equal shares per guest).",
  splitInvoiceSchema,
);
