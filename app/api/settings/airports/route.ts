import { airports } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

/** The active airports. */
export const GET = route({}, () => airports());
