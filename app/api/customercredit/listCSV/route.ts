// GET /api/customercredit/listCSV: the movements as CSV (generic).
import { resourceRoute } from "@/lib/http/resource-routes";

export const GET = resourceRoute("customercredit", "listCSV");
