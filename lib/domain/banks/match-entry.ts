// POST /api/bankentries/{id}/payments: part of a bank entry pays a booking. In one transaction the
// entry is locked (two staff matching it at once run one after the other; the second sees what the
// first used and gets a 409 beyond what is left), the booking's payment row is recorded through
// recordStaffPayment (method transfer, the entry's date, reference and currency; another currency
// than the booking's converted at the rate given or the stored rate of the date) and the match row
// links the two. Money out (a refund paid by transfer) records a refund the same way.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { isoDate } from "../../core/dates";
import { Prisma, transaction, type Tx } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { dec } from "../../core/money";
import { bookingIdOfRef } from "../booking/booking-ref";
import { moneyOf, recordStaffPayment } from "../payments/record-staff-payment";
import { visibleBankIds } from "./bank-access";
import { entryCovers } from "./entry-left";
import { entryView } from "./entry-view";
import type { MatchEntryInput } from "./match-schemas";
import { numbersInText } from "./rank-suggestions";

export const matchRefused = (key: string, values: Record<string, string | number> = {}) =>
  new AppError("CONFLICT", `errors.bankMatching.${key}`, { values, details: { reason: key, ...values } });

/** The entry's row locked until the transaction ends, with what matching needs of it (404: none). */
/** The entry locked for a change, if `actor` may see its bank (else 404, as for no entry). */
export async function lockEntry(tx: Tx, id: number, actor: Principal) {
  const [locked] = await tx.$queryRaw<{ id: number }[]>(
    Prisma.sql`SELECT id FROM "BankEntry" WHERE id = ${id} FOR UPDATE`,
  );
  if (!locked) throw notFound("bankEntry");
  const entry = await tx.bankEntry.findUniqueOrThrow({
    where: { id },
    select: { id: true, bankId: true, amount: true, currency: true, date: true, reference: true },
  });
  const visible = await visibleBankIds(actor, tx);
  if (visible && !visible.includes(entry.bankId)) throw notFound("bankEntry");
  return entry;
}

export async function matchEntry(input: { entryId: number } & MatchEntryInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const entry = await lockEntry(tx, input.entryId, actor);
      // a number typed loosely ("b2026 42") is read as the reference matching reads it
      const ref = input.booking ? (numbersInText(input.booking)[0] ?? input.booking) : "";
      const bookingId = input.bookingId ?? (await bookingIdOfRef(ref, {}, tx));
      const { left } = (await entryCovers(tx, [entry])).get(entry.id)!;
      const amount = dec(input.amount);
      if (amount.gt(left))
        throw matchRefused(left.lte(0) ? "nothingLeft" : "exceedsEntry", {
          left: left.toFixed(2),
          currency: entry.currency,
        });
      const { payment, booking } = await recordStaffPayment(
        {
          bookingId,
          payment: {
            amount: amount.toFixed(2),
            currency: entry.currency,
            date: isoDate(entry.date),
            method: "transfer",
            reference: entry.reference?.slice(0, 200) || undefined,
            rate: input.rate,
            rateType: input.rateType,
            refund: entry.amount.lt(0),
          },
        },
        actor,
        tx,
      );
      const match = await tx.bankEntryPayment.create({
        data: {
          entryId: entry.id,
          bookingId,
          paymentId: payment.id,
          amount,
          createdById: actor.user?.id ?? null,
        },
        select: { id: true },
      });
      await auditBy(tx, actor, {
        action: "bankEntry.matched",
        entity: "bankEntry",
        entityId: entry.id,
        data: { matchId: match.id, bookingId, paymentId: payment.id, amount: amount.toFixed(2) },
      });
      return {
        matchId: match.id,
        paymentId: payment.id,
        bookingId,
        payment,
        booking: { ...moneyOf(booking), version: booking.version },
        entry: (await entryView(entry.id, tx))!,
      };
    },
    { tx },
  );
}
