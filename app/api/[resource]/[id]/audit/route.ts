import { genericRoute } from "@/lib/http/resource-routes";

/** GET /api/{r}/{id}/audit: who changed which fields of the record, from what to what (paged). */
export const GET = genericRoute("audit");
