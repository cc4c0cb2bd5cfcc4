import { latestExchangeRates } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The latest rate of each currency pair." }, () => latestExchangeRates());
