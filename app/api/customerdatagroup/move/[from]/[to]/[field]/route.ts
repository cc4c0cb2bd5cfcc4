// POST /api/customerdatagroup/move/{from}/{to}/{field}: a customer data field moves to another data group.
import { z } from "zod";
import { moveDataField } from "@/lib/domain/crm/data-groups";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { customerDataGroupResource } from "@/lib/domain/crm/customer-groups";
import { resourceRows } from "@/lib/http/resource-routes";

const params = z.object({
  from: id(),
  to: id(),
  field: z.string().max(40),
});

export const POST = route(
  {
    summary: "Move the field `field` from data group `from` to data group `to`.",
    scopes: ["customers.update"],
    params,
    response: resourceRows(customerDataGroupResource).detail,
  },
  ({ params }) => moveDataField(params.from, params.to, params.field),
);
