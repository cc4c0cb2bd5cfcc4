// /api/agencycredit: the credit ledger's movements. GET lists them; POST appends a grant (or a charge,
// negative) through the ledger (lib/domain/crm/credit-ledger.ts): never a bare write.
import { resourceRoute } from "@/lib/http/resource-routes";

export const GET = resourceRoute("agencycredit", "list");
export const POST = resourceRoute("agencycredit", "create");
