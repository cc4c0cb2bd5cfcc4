// GET /api/book/vessel: the vessels a guest can book (one with ?id=).
import { z } from "zod";
import { id } from "@/lib/domain/booking/schemas";
import { publicVessels } from "@/lib/domain/online/lookups";
import { route } from "@/lib/http/route";
import { wireId } from "@/lib/validation/wire";

const vessel = z.object({ id: wireId, name: z.string(), code: z.string() });

export const GET = route(
  {
    summary: "Active vessels (id, name, code); ?id= answers one (404 if unknown).",
    query: z.object({ id: id().optional() }),
    response: z.union([vessel, z.array(vessel)]).meta({ description: "one vessel with ?id=, else all" }),
  },
  async ({ query }) => publicVessels(query),
);
