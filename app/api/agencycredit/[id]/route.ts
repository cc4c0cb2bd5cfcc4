// /api/agencycredit/{id}: one movement (generic read). Updating or deleting a movement is refused for
// everyone (403): the ledger is append-only, a mistake is corrected by POST {id}/correct.
import { resourceRoute } from "@/lib/http/resource-routes";

export const GET = resourceRoute("agencycredit", "get");
export const POST = resourceRoute("agencycredit", "update");
export const DELETE = resourceRoute("agencycredit", "delete");
