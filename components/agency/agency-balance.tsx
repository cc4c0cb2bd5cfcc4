import type { Principal } from "@/lib/auth/principal";
import { agencyBalance } from "@/lib/page/customers";
import { CreditBalanceLine } from "../crm/credit-balances";

/** An agency's credit balance per currency, above its credit list. */
export async function AgencyBalance({ principal, agencyId }: { principal: Principal; agencyId: number }) {
  return <CreditBalanceLine rows={await agencyBalance(principal, agencyId)} />;
}
