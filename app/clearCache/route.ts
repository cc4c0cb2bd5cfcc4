// POST /clearCache: the server's caches emptied and the data version raised (admin).
import { ADMIN } from "@/lib/access/scopes";
import { clearCaches } from "@/lib/domain/settings/data-version";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Empty the server's caches and raise the data version: clients reload what they cached.",
    scopes: [ADMIN],
    response: z.object({ cleared: z.literal(true), dataVersion: wireInt }),
  },
  () => clearCaches(),
);
