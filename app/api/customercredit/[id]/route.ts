// /api/customercredit/{id}: one movement (generic read). Updating or deleting a movement is refused for
// everyone (403): the ledger is append-only, a mistake is corrected by POST {id}/correct.
import { resourceRoute } from "@/lib/http/resource-routes";

export const GET = resourceRoute("customercredit", "get");
export const POST = resourceRoute("customercredit", "update");
export const DELETE = resourceRoute("customercredit", "delete");
