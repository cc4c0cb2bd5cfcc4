// POST /api/bookings/{id}/sendInvoice: mails an invoice to whom it is made out to, in its language,
// with its PDF attached and its public link (to see what is open and pay it). The mail is queued in
// the transaction and leaves after the commit (the outbox); an audit row says who sent what when.
// An invoice sent already is not sent again unless `force` says so (409 otherwise), so a double
// click mails once.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { db, transaction, type Tx } from "../../core/db";
import { operatorTimeZone } from "../../core/operator";
import { AppError, notFound } from "../../core/errors";
import { formatDay } from "../../i18n/date-format";
import { isLocale } from "../../i18n/locale";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { lockBooking } from "../booking/lock-booking";
import { invoicePdf, loadInvoice } from "./invoice-view";

export type SendInvoiceInput = { bookingId: number; invoiceId?: number; to?: string; force?: boolean };

export async function sendInvoice(input: SendInvoiceInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      // the booking locked: two sends of one invoice run one after the other (and staff only may)
      await lockBooking(tx, input.bookingId, actor, { action: "invoice" });
      const row = await tx.invoice.findFirst({
        where: { bookingId: input.bookingId, ...(input.invoiceId ? { id: input.invoiceId } : {}) },
        select: { id: true },
        orderBy: { id: "desc" },
      });
      if (!row) throw notFound();
      const inv = await loadInvoice(row.id);
      const to = input.to ?? (inv.buyer as { email?: string }).email;
      if (!to) throw new AppError("CONFLICT", "errors.invoices.noRecipient", { details: { reason: "noRecipient" } });
      const sent = await tx.auditEvent.findFirst({
        where: { entity: "invoice", entityId: String(inv.id), action: "invoice.sent" },
        select: { at: true },
        orderBy: { id: "desc" },
      });
      if (sent && !input.force)
        throw new AppError("CONFLICT", "errors.invoices.alreadySent", {
          // when, where the operator is, written the same in every language (2026-12-07 09:15)
          values: {
            at: new Intl.DateTimeFormat("sv-SE", {
              timeZone: await operatorTimeZone(tx),
              dateStyle: "short",
              timeStyle: "short",
            }).format(sent.at),
          },
          details: { reason: "alreadySent", at: sent.at.toISOString() },
        });
      const lang = isLocale(inv.language) ? inv.language : "de";
      const t = translator(lang);
      const { pdf } = await invoicePdf(inv.id);
      const kind = t(`invoices.kinds.${inv.kind}`);
      const values = {
        name: inv.buyer.name,
        kind,
        number: inv.number,
        amount: formatMoney(inv.kind === "credit" ? inv.amountDue.replace(/^-/, "") : inv.open, inv.currency, lang),
        due: inv.dueDate ? formatDay(inv.dueDate, lang) : "",
        link: inv.publicUrl,
        seller: inv.seller.name,
      };
      await queueMail(
        tx,
        {
          to,
          subject: t("invoices.mail.subject", values),
          text: t(inv.kind === "credit" ? "invoices.mail.creditText" : "invoices.mail.text", values),
          attachments: [
            { filename: `${inv.number}.pdf`, contentType: "application/pdf", base64: pdf.toString("base64") },
          ],
        },
        { kind: "invoice", bookingId: input.bookingId, userId: actor.user?.id ?? null },
      );
      await auditBy(tx, actor, {
        action: "invoice.sent",
        entity: "invoice",
        entityId: inv.id,
        data: { to, number: inv.number, force: !!input.force },
      });
      return { invoiceId: inv.id, number: inv.number, to };
    },
    { tx },
  );
}

/** Whether an invoice has been mailed (its audit trail says so). */
export async function invoiceSentAt(invoiceId: number): Promise<Date | null> {
  const row = await db().auditEvent.findFirst({
    where: { entity: "invoice", entityId: String(invoiceId), action: "invoice.sent" },
    select: { at: true },
    orderBy: { id: "desc" },
  });
  return row?.at ?? null;
}
