import { currencyKeys } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The codes of the active currencies." }, () => currencyKeys());
