import { countries } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

/** Countries with names per language, calling codes and states. */
export const GET = route({}, () => countries());
