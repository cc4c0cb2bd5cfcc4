import { activeCurrencies } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The active currencies with symbol and decimals." }, () => activeCurrencies());
