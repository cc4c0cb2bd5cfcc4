import { genericRoute } from "@/lib/resources/http";

/** GET /api/{r}/listCSV: the filtered list, every row, as streamed CSV. */
export const GET = genericRoute("listCSV");
