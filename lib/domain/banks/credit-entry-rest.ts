// POST /api/bankentries/{id}/credit: what is left of an entry (money in) after its matches, or a
// part of it, becomes an agency's or a customer's credit: an overpayment, or an agency paying in
// advance. In one transaction the entry is locked, the credit ledger gets a movement of kind
// "overpayment" in the entry's currency (crm/credit-ledger.ts: append-only, audited) and a row
// links it to the entry. Taken back by the ledger's own correction, after which the entry has
// that amount left again (entry-left.ts).
import type { Principal } from "../../auth/principal";
import { isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { dec } from "../../core/money";
import { appendCredit, type CreditOwner } from "../crm/credit-ledger";
import { entryCovers } from "./entry-left";
import { entryView } from "./entry-view";
import { lockEntry, matchRefused } from "./match-entry";

export async function creditEntryRest(
  input: { entryId: number; agencyId?: number; customerId?: number; amount?: string },
  actor: Principal,
  tx?: Tx,
) {
  return transaction(
    async (tx) => {
      const entry = await lockEntry(tx, input.entryId, actor);
      if (entry.amount.lte(0)) throw matchRefused("moneyOut");
      const { left } = (await entryCovers(tx, [entry])).get(entry.id)!;
      const amount = input.amount ? dec(input.amount) : left;
      if (left.lte(0)) throw matchRefused("nothingLeft", { left: left.toFixed(2), currency: entry.currency });
      if (amount.gt(left)) throw matchRefused("exceedsEntry", { left: left.toFixed(2), currency: entry.currency });
      const owner: CreditOwner = input.agencyId ? { agencyId: input.agencyId } : { customerId: input.customerId! };
      const { id, balance } = await appendCredit(
        tx,
        owner,
        {
          amount,
          currency: entry.currency,
          date: isoDate(entry.date),
          kind: "overpayment",
          reason: [`#${entry.id}`, entry.reference].filter(Boolean).join(" ").slice(0, 500),
        },
        actor,
      );
      await tx.bankEntryCredit.create({
        data: {
          entryId: entry.id,
          amount,
          ...(input.agencyId ? { agencyCreditId: id } : { customerCreditId: id }),
          createdById: actor.user?.id ?? null,
        },
      });
      return {
        creditId: id,
        ...owner,
        amount: amount.toFixed(2),
        currency: entry.currency,
        balance: balance.toFixed(2),
        entry: (await entryView(entry.id, tx))!,
      };
    },
    { tx },
  );
}
