// GET /api/resort/{resort}/print/{list}: a resort's list (arrivals, departures, in house ...) as PDF.
import { z } from "zod";
import { printResortList } from "@/lib/domain/tours/print-list-pdf";
import { pdfResponse } from "@/lib/http/file-response";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { file } from "@/lib/http/answers";

export const GET = route(
  {
    summary:
      "A resort list of one day as PDF: {list} is a resort list's id (/api/resortlist) or a kind (arrivals, departures, " +
      "inhouse); query date=YYYY-MM-DD (default: today at the resort). 404 RESORT_NOT_FOUND for an unknown resort.",
    scopes: ["resort.read", "bookings.read"],
    features: ["resort"],
    params: z.object({ resort: z.string().max(20), list: z.string().max(40) }),
    query: z.object({ date: calendarDateField().optional() }),
    response: file("application/pdf", "the list"),
  },
  async ({ params, query, locale }) => {
    const resortId = pathId(params.resort, "RESORT_NOT_FOUND");
    const pdf = await printResortList(resortId, params.list, query.date, locale);
    return pdfResponse(pdf, `${params.list}${query.date ? `-${query.date}` : ""}.pdf`);
  },
);
