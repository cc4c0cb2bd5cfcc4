import { latestExchangeRates } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

/** The latest rate of each currency pair. */
export const GET = route({}, () => latestExchangeRates());
