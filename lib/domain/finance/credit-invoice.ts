// POST /api/invoices/{id}/credit: a credit note cancels an issued invoice. The invoice itself never
// changes (a database trigger refuses it): the credit note is a document of its own, in its own
// number series, naming the invoice, with every figure negated and a reason. An invoice is
// credited once; a credit note is not credited (issue a new invoice instead). After it, the
// booking may be invoiced again (the corrected invoice).
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Prisma, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { dec } from "../../core/money";
import { bookingToday, lockBooking } from "../booking/lock-booking";
import { negated, type InvoiceLine, type TaxPart } from "./invoice-lines";
import { takeInvoiceNumber } from "./invoice-numbers";
import { invoicedBooking, invoicedBookingSelect, writeInvoice } from "./invoice-record";
import { invoiceSnapshotSelect, type InvoiceContext } from "./seal-invoice";
import { invoiceRefused } from "./issue-invoice";

export type CreditInvoiceInput = {
  invoiceId: number;
  reason: string;
  /** the booking's cancellation (cancel-booking.ts) holds its lock and credits its invoices, whoever cancels */
  onCancel?: boolean;
};

export async function creditInvoice(input: CreditInvoiceInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      const inv = await tx.invoice.findUnique({
        where: { id: input.invoiceId },
        select: {
          id: true,
          bookingId: true,
          series: true,
          ...invoiceSnapshotSelect,
          creditedBy: { select: { number: true } },
        },
      });
      if (!inv) throw notFound();
      // the booking is locked: its invoices change one at a time (and staff only may)
      if (!input.onCancel) await lockBooking(tx, inv.bookingId, actor, { action: "invoice" });
      if (inv.series === "credit") throw invoiceRefused("creditOfCredit");
      if (inv.creditedBy) throw invoiceRefused("alreadyCredited", { number: inv.creditedBy.number });
      const b = await tx.booking.findUniqueOrThrow({
        where: { id: inv.bookingId },
        select: invoicedBookingSelect,
      });
      const amounts = negated({
        lines: inv.lines as InvoiceLine[],
        taxBreakdown: inv.taxBreakdown as TaxPart[],
        net: inv.net.toFixed(2),
        tax: inv.tax.toFixed(2),
        total: inv.total.toFixed(2),
      });
      // what is given back: the amount the invoice asked for (a final invoice's after its deductions)
      const amountDue = dec(inv.amountDue).negated();
      const today = await bookingToday(b, tx);
      const year = Number(today.slice(0, 4));
      const { seq, number } = await takeInvoiceNumber(tx, "credit", year);
      const document: InvoiceContext = {
        booking: invoicedBooking(b),
        credits: { number: inv.number, date: isoDate(inv.date) },
      };
      return writeInvoice(
        tx,
        actor,
        {
          bookingId: inv.bookingId,
          series: "credit",
          year,
          seq,
          number,
          kind: "credit",
          date: calendarDate(today),
          language: inv.language,
          currency: inv.currency,
          net: amounts.net,
          tax: amounts.tax,
          total: amounts.total,
          amountDue,
          seller: inv.seller as Prisma.InputJsonValue,
          buyer: inv.buyer as Prisma.InputJsonValue,
          lines: amounts.lines as Prisma.InputJsonValue,
          taxBreakdown: amounts.taxBreakdown as Prisma.InputJsonValue,
          creditsId: inv.id,
          reason: input.reason,
          document: document as Prisma.InputJsonValue,
        },
        (creditNoteId) => ({
          action: "invoice.credited",
          entityId: inv.id,
          data: { creditNote: number, creditNoteId, reason: input.reason },
        }),
      );
    },
    { tx },
  );
}
