// GET /api/book/addons: the products offered online for a resort or vessel (add-ons).
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { addonsFor } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { addonOfferAnswer } from "@/lib/domain/online/answer-schemas";

export const GET = route(
  {
    summary: "Products offered online (visible, active) for an asset: resortId or vesselId; those sold everywhere too.",
    query: z.object({ resortId: id().optional(), vesselId: id().optional() }),
    response: z.array(addonOfferAnswer),
  },
  async ({ query }) => addonsFor(query),
);
