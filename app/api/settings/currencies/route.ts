import { activeCurrencies } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

/** The active currencies with symbol and decimals. */
export const GET = route({}, () => activeCurrencies());
