// GET /api/schedules/printList/{template}: the departures of a period as a PDF list.
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { SCHEDULE_PRINT_TEMPLATES, printSchedules } from "@/lib/domain/tours/print-list-pdf";
import { pdfResponse } from "@/lib/http/file-response";
import { dateRange, queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { file } from "@/lib/http/answers";

export const GET = route(
  {
    summary:
      "A PDF of the departures of [from, to] (query, YYYY-MM-DD; vesselId, tourId): template `departures` (one line per " +
      "departure with its beds) or `guests` (every guest of those departures).",
    scopes: ["schedules.read", "tours.read", "bookings.read"],
    features: ["vessel"],
    params: z.object({ template: z.string().max(40) }),
    query: dateRange({ vesselId: queryId(), tourId: queryId() }, { maxDays: 800 }),
    response: file("application/pdf", "the list"),
  },
  async ({ params, query, locale }) => {
    const template = SCHEDULE_PRINT_TEMPLATES.find((t) => t === params.template);
    if (!template) throw new AppError("NOT_FOUND");
    return pdfResponse(await printSchedules(template, query, locale), `${template}-${query.from}.pdf`);
  },
);
