import { genericRoute } from "@/lib/resources/http";

/** GET /api/{r}: {data, total, page, size}. POST /api/{r}: create. */
export const GET = genericRoute("list");
export const POST = genericRoute("create");
