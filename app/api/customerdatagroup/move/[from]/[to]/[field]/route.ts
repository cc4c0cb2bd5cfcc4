import { z } from "zod";
import { moveDataField } from "@/lib/domain/crm/data-groups";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

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
  },
  ({ params }) => moveDataField(params.from, params.to, params.field),
);
