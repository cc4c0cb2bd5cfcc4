// Wise's balance statement (GET /v1/profiles/{profileId}/balance-statements/{balanceId}/
// statement.json, type COMPACT) read into movements (pure): each transaction's date (its UTC
// calendar date), amount (DEBIT out, CREDIT in), the other party (sender, recipient or merchant)
// and the payment reference; Wise's reference number goes to the details.
import { z } from "zod";
import { isValidIban } from "../../validation/validators";
import type { StatementEntry } from "./statement-types";

const party = z.object({ name: z.string().nullish(), bankAccount: z.string().nullish() }).partial().nullish();

export const wiseStatementSchema = z.object({
  transactions: z.array(
    z.object({
      type: z.string(),
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}/),
      amount: z.object({ value: z.number(), currency: z.string() }),
      details: z
        .object({
          type: z.string().nullish(),
          description: z.string().nullish(),
          senderName: z.string().nullish(),
          senderAccount: z.string().nullish(),
          paymentReference: z.string().nullish(),
          recipient: party,
          merchant: party,
        })
        .partial()
        .nullish(),
      referenceNumber: z.string().nullish(),
    }),
  ),
});
export type WiseStatement = z.infer<typeof wiseStatementSchema>;

export function wiseEntries(statement: WiseStatement): StatementEntry[] {
  return statement.transactions.map((t, i) => {
    const d = t.details ?? {};
    const abs = Math.abs(t.amount.value).toFixed(2);
    const out = t.type === "DEBIT" || (t.type !== "CREDIT" && t.amount.value < 0);
    const account = (d.senderAccount ?? d.recipient?.bankAccount ?? "").replace(/\s+/g, "");
    return {
      line: i + 1,
      date: t.date.slice(0, 10),
      amount: out && abs !== "0.00" ? `-${abs}` : abs,
      currency: t.amount.currency.toUpperCase(),
      counterparty: d.senderName || d.recipient?.name || d.merchant?.name || null,
      counterpartyIban: account && isValidIban(account) ? account : null,
      reference: d.paymentReference || d.description || null,
      details: [t.referenceNumber, d.type].filter(Boolean).join("; ") || null,
    };
  });
}
