import { resourceRoute } from "@/lib/http/resource-routes";

/** GET /api/price/listCSV: every price of the filtered list as CSV. */
export const GET = resourceRoute("price", "listCSV");
