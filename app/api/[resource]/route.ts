import { genericRoute } from "@/lib/http/resource-routes";

/** GET /api/{r}: {data, total, page, size}. POST /api/{r}: create. */
export const GET = genericRoute("list");
export const POST = genericRoute("create");
