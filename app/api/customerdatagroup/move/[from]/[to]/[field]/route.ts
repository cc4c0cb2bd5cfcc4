import { z } from "zod";
import { moveDataField } from "@/lib/domain/crm/data-groups";
import { route } from "@/lib/http/route";

const params = z.object({
  from: z.coerce.number().int().positive(),
  to: z.coerce.number().int().positive(),
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
