// GET /api/agencies/credits: the credit balance per agency and currency (an agency user: its own).
import { hasSome } from "@/lib/access/scopes";
import { agencyBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireDecimal, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "Credit balance per agency and currency (an agency user: its own).",
    scopes: ["agencies.read", "agencies.self"],
    response: z.array(z.object({ agencyId: wireId, agency: z.string(), currency: z.string(), balance: wireDecimal })),
  },
  ({ principal }) => agencyBalances(principal, hasSome(principal, ["agencies.read"])),
);
