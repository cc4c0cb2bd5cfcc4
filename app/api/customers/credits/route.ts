// GET /api/customers/credits: the credit balance per customer and currency (a customer: their own).
import { hasSome } from "@/lib/access/scopes";
import { customerBalances } from "@/lib/domain/crm/credits";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireDecimal, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "Credit balance per customer and currency (a customer: the own).",
    scopes: ["customers.read", "customers.self"],
    response: z.array(
      z.object({ customerId: wireId, customer: z.string(), currency: z.string(), balance: wireDecimal }),
    ),
  },
  ({ principal }) => customerBalances(principal, hasSome(principal, ["customers.read"])),
);
