// Removing a bank's entries that are matched to nothing (a wrong import, an entry typed twice).
// An entry with any match (its booking payments stand on it) is never removed. Named by their ids,
// the entries go all or none: a matched one among them is a 409 naming it. Named by a period, the
// unmatched entries of the period go and the matched ones stay, listed in the answer. A match made
// meanwhile keeps its entry too: the match's foreign key refuses the delete (409).
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { calendarDate } from "../../core/dates";
import { transaction, type Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import { calendarDateField, ids } from "../../validation/validators";
import { findBank } from "./bank-access";

export const deleteEntriesSchema = z
  .object({
    /** these entries (of the bank) */
    ids: ids(5000).optional(),
    /** or every unmatched entry booked in this period (both days included) */
    from: calendarDateField().optional(),
    to: calendarDateField().optional(),
  })
  .refine((b) => (b.ids?.length ? !b.from && !b.to : !!b.from && !!b.to), {
    path: ["ids"],
    message: "banks.validation.idsOrPeriod",
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ["to"], message: "validation.dateOrder" });
export type DeleteEntriesInput = z.infer<typeof deleteEntriesSchema>;

export async function deleteEntries(bankId: number, input: DeleteEntriesInput, actor: Principal) {
  return transaction(async (tx) => {
    const bank = await findBank(actor, bankId, tx);
    const named: Prisma.BankEntryWhereInput = input.ids?.length
      ? { bankId: bank.id, id: { in: input.ids } }
      : { bankId: bank.id, date: { gte: calendarDate(input.from!), lte: calendarDate(input.to!) } };
    const matched = await tx.bankEntry.findMany({
      where: { ...named, matches: { some: {} } },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    const kept = matched.map((m) => m.id);
    if (input.ids?.length) {
      const found = await tx.bankEntry.count({ where: named });
      if (found !== new Set(input.ids).size) throw new AppError("NOT_FOUND");
      if (kept.length)
        throw new AppError("CONFLICT", "errors.bankEntriesMatched", {
          values: { ids: kept.join(", ") },
          details: { matched: kept },
        });
    }
    const { count } = await tx.bankEntry.deleteMany({ where: { ...named, matches: { none: {} } } });
    await auditBy(tx, actor, {
      action: "bankEntry.deleted",
      entity: "bank",
      entityId: bank.id,
      data: { ...input, deleted: count, kept },
    });
    return { deleted: count, kept };
  });
}
