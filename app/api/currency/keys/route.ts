import { currencyKeys } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

/** The codes of the active currencies. */
export const GET = route({}, () => currencyKeys());
