import { hasSome } from "@/lib/access/scopes";
import { agencyBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";

/** Credit balance per agency and currency (an agency user: its own). */
export const GET = route({ scopes: ["agencies.read", "agencies.self"] }, ({ principal }) => agencyBalances(principal, hasSome(principal, ["agencies.read"])));
