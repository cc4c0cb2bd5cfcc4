import { genericRoute } from "@/lib/http/resource-routes";

/** GET /api/{r}/listCSV: the filtered list, every row, as streamed CSV. */
export const GET = genericRoute("listCSV");
