// The allowed-dates lookup opened without a resort (/date/{from}/{to}): the segments fill
// {resort}/{from}, the only names Next allows beside the full route. Spec part 2 §5 answers this
// with RESORT_NOT_FOUND, as the JSON error body, not Next's HTML page.
import { USER } from "@/lib/access/scopes";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary:
      "The allowed-dates lookup without a resort (two segments, e.g. /date/2029-08-05/2029-08-06): always " +
      "404 RESORT_NOT_FOUND. The lookup itself is GET /api/arrivaldeparture/date/{resort}/{from}/{to}.",
    scopes: [USER],
    features: ["resort"],
    response: z.never().meta({ description: "always 404 RESORT_NOT_FOUND" }),
  },
  () => {
    throw new AppError("RESORT_NOT_FOUND");
  },
);
