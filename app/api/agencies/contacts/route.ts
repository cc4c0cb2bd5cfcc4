import { resourceRoute } from "@/lib/http/resource-routes";

/** The contacts of the agencies (same query as GET /api/agencycontact). */
export const GET = resourceRoute("agencycontact", "list");
