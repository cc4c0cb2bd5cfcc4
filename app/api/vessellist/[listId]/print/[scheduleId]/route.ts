// GET /api/vessellist/{listId}/print/{scheduleId}: a departure's crew, guest or cabin list as PDF.
import { z } from "zod";
import { printVesselList } from "@/lib/domain/tours/print-list-pdf";
import { pdfResponse } from "@/lib/http/file-response";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { file } from "@/lib/http/answers";

export const GET = route(
  {
    summary:
      "A crew, guest or cabin list of one departure as PDF: {listId} is a vessel list's id (/api/vessellist) or a kind " +
      "(guests, crew, cabins); {scheduleId} the departure.",
    scopes: ["vessel.read", "schedules.read", "bookings.read"],
    features: ["vessel"],
    params: z.object({ listId: z.string().max(40), scheduleId: z.string().max(20) }),
    response: file("application/pdf", "the list"),
  },
  async ({ params, locale }) =>
    pdfResponse(
      await printVesselList(params.listId, pathId(params.scheduleId), locale),
      `${params.listId}-${params.scheduleId}.pdf`,
    ),
);
