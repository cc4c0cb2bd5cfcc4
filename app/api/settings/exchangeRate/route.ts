// GET /api/settings/exchangeRate: the latest rate of each currency pair.
import { latestExchangeRates } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { exchangeRateAnswer } from "@/lib/domain/settings/answer-schemas";

export const GET = route(
  { summary: "The latest rate of each currency pair.", response: z.array(exchangeRateAnswer) },
  () => latestExchangeRates(),
);
