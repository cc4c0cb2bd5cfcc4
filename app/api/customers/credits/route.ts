import { hasSome } from "@/lib/access/scopes";
import { customerBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "Credit balance per customer and currency (a customer: the own).",
    scopes: ["customers.read", "customers.self"],
  },
  ({ principal }) => customerBalances(principal, hasSome(principal, ["customers.read"])),
);
