// GET /api/settings/currencies: the active currencies with symbol and decimals.
import { activeCurrencies } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { currencyAnswer } from "@/lib/domain/settings/answer-schemas";

export const GET = route(
  { summary: "The active currencies with symbol and decimals.", response: z.array(currencyAnswer) },
  () => activeCurrencies(),
);
