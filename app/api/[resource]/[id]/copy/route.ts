import { genericRoute } from "@/lib/http/resource-routes";

/** POST /api/{r}/{id}/copy: a new row with the original's fields. */
export const POST = genericRoute("copy");
