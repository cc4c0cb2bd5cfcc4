// An entry typed by hand (the cash box on board, a payment the bank's file lacks): date, amount,
// currency (the bank's), the other party and the reference; source "manual". Written through
// add-entries like every entry; two alike entries typed one after the other are both kept.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { audit } from "../../core/audit";
import { isoDate } from "../../core/dates";
import { transaction } from "../../core/db";
import { AppError } from "../../core/errors";
import { currencyCode, optional } from "../../resources/fields";
import { calendarDateField, ibanField, money, text } from "../../validation/validators";
import { addEntries } from "./add-entries";
import { findBank } from "./bank-access";

export const manualEntrySchema = z.object({
  date: calendarDateField(),
  valueDate: optional(calendarDateField()),
  amount: money({ precision: 14 }).refine((v) => Number(v) !== 0, "banks.validation.amountZero"),
  currency: optional(currencyCode()),
  counterparty: optional(text({ max: 200 })),
  counterpartyIban: optional(ibanField()),
  reference: optional(text({ max: 500 })),
  details: optional(text({ max: 1000 })),
});
export type ManualEntryInput = z.infer<typeof manualEntrySchema>;

const invalid = (path: string, message: string, values?: Record<string, string>) =>
  new AppError("VALIDATION_ERROR", undefined, {
    fields: [{ path, message: values ? `${message}|${JSON.stringify(values)}` : message }],
  });

/** Adds the entry to bank `bankId`; answers its id. */
export async function addManualEntry(bankId: number, input: ManualEntryInput, actor: Principal) {
  return transaction(async (tx) => {
    const bank = await findBank(actor, bankId, tx);
    const currency = input.currency ?? bank.currency;
    if (currency !== bank.currency)
      throw invalid("currency", "banks.validation.bankCurrency", { currency: bank.currency });
    if (input.date < isoDate(bank.openingDate))
      throw invalid("date", "banks.validation.beforeOpening", { date: isoDate(bank.openingDate) });
    const userId = actor.user?.id ?? null;
    const { ids } = await addEntries(tx, bank.id, [{ ...input, currency }], {
      source: "manual",
      userId,
      distinct: true,
    });
    await audit(tx, { userId, action: "bankEntry.created", entity: "bankEntry", entityId: ids[0], data: { bankId } });
    return { id: ids[0] };
  });
}
