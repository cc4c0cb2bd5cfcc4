import { hasSome } from "@/lib/access/scopes";
import { agencyBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Credit balance per agency and currency (an agency user: its own).",
    scopes: ["agencies.read", "agencies.self"],
  },
  ({ principal }) => agencyBalances(principal, hasSome(principal, ["agencies.read"])),
);
