import { resourceRoute } from "@/lib/resources/http";

/** The contacts of the agencies (same query as GET /api/agencycontact). */
export const GET = resourceRoute("agencycontact", "list");
