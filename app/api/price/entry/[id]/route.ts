// GET /api/price/entry/{id}: one price entry with its period, price and room or cabin type.
import { z } from "zod";
import { route } from "@/lib/http/route";
import { id } from "@/lib/domain/pricing/fields";
import { priceEntryById } from "@/lib/domain/pricing/price-lookups";
import { priceResource } from "@/lib/domain/pricing/price-resource";
import { priceEntryAnswer } from "@/lib/domain/pricing/answer-schemas";

export const GET = route(
  {
    summary: "One price entry: its value (per room or person), variant values, period, price and room type.",
    resource: [priceResource, "read"],
    params: z.object({ id: id() }),
    response: priceEntryAnswer,
  },
  ({ params }) => priceEntryById(params.id),
);
