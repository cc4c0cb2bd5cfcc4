// POST /api/customercredit/{id}/correct: a counter-movement takes a granted movement back, once, with a reason.
import { z } from "zod";
import { correctCredit } from "@/lib/domain/crm/credit-ledger";
import { customerCreditResource, correctCreditSchema } from "@/lib/domain/crm/credit-resources";
import { resourceAnswers } from "@/lib/http/resource-routes";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary:
      "Take a granted movement back by its counter-movement (same amount, other sign) with a reason; 409 when it was corrected already, belongs to a booking's payment (reverse the payment) or the credit is spent.",
    resource: [customerCreditResource, "create"],
    params: z.object({ id: id() }),
    body: correctCreditSchema,
    idempotent: true,
    response: resourceAnswers(customerCreditResource).create,
  },
  async ({ params, body, principal }) =>
    created(await correctCredit({ model: "customer", id: params.id, reason: body.reason }, principal)),
);
