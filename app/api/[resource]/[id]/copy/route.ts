import { genericRoute } from "@/lib/resources/http";

/** POST /api/{r}/{id}/copy: a new row with the original's fields. */
export const POST = genericRoute("copy");
