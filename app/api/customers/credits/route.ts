import { hasSome } from "@/lib/access/scopes";
import { customerBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";

/** Credit balance per customer and currency (a customer: the own). */
export const GET = route({ scopes: ["customers.read", "customers.self"] }, ({ principal }) => customerBalances(principal, hasSome(principal, ["customers.read"])));
