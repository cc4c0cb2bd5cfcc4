// GET /api/book/vessel: the vessels a guest can book (one with ?id=).
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { publicVessels } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Active vessels (id, name, code); ?id= answers one (404 if unknown).",
    query: z.object({ id: id().optional() }),
  },
  async ({ query }) => publicVessels(query),
);
