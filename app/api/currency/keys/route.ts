// GET /api/currency/keys: the codes of the active currencies.
import { currencyKeys } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route({ summary: "The codes of the active currencies.", response: z.array(z.string()) }, () =>
  currencyKeys(),
);
