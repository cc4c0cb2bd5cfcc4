// GET or POST /api/bookings/report/{templateId}: a PDF report over the bookings the booking list's
// query selects (GET: its query string; POST: the same as a body).
import { z } from "zod";
import { renderBookingReport, reportBodySchema, reportParams } from "@/lib/domain/papers/booking-report";
import { REPORT_TEMPLATES } from "@/lib/domain/papers/templates";
import { file } from "@/lib/http/answers";
import { BOOKING_READ_SCOPES } from "@/lib/http/booking-route";
import { pdfResponse } from "@/lib/http/file-response";
import { route } from "@/lib/http/route";

const params = z.object({ templateId: z.enum(REPORT_TEMPLATES, { error: "validation.choice" }) });
const response = file("application/pdf", "the report");

export const GET = route(
  {
    summary:
      "A report of bookings as PDF: templateId list (stay, customer, total) or payments (due dates, overdue); the " +
      "booking list's query (filter[...], search, sort, order) selects up to 500 of the caller's bookings.",
    scopes: BOOKING_READ_SCOPES,
    params,
    response,
  },
  async ({ req, params, principal, locale }) =>
    pdfResponse(
      await renderBookingReport(params.templateId, req.nextUrl.searchParams, principal, locale),
      `${params.templateId}.pdf`,
    ),
);

export const POST = route(
  {
    summary: "The report as GET answers it, its query as a body: filter (by name), search, sort, order.",
    scopes: BOOKING_READ_SCOPES,
    params,
    body: reportBodySchema,
    response,
  },
  async ({ params, body, principal, locale }) =>
    pdfResponse(
      await renderBookingReport(params.templateId, reportParams(body), principal, locale),
      `${params.templateId}.pdf`,
    ),
);
