// GET /api/book/addons/availability/{id}: whether an add-on can still be booked.
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { addonAvailability } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "Whether an add-on (product) can be booked online: {id, available}.",
    params: z.object({ id: id() }),
    response: z.object({ id: wireId, available: z.boolean() }),
  },
  async ({ params }) => addonAvailability(params.id),
);
