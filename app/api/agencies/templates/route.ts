// GET /api/agencies/templates: the agencies' print templates (none until the document templates arrive).
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "Print templates for agencies. None are configured until the document templates arrive.",
    scopes: ["agencies.read", "agencies.self"],
    response: z.array(z.never()).meta({ description: "none until the document templates arrive" }),
  },
  () => [],
);
