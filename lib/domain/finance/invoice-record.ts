// What an issue and a credit note both write: the booking the document names, and the invoice row
// itself with its audit row, sealed (PDF and e-invoice drawn) once the transaction commits.
import type { Principal } from "../../auth/principal";
import { audit, type AuditEntry } from "../../core/audit";
import { isoDate } from "../../core/dates";
import { afterCommit, type Prisma, type Tx } from "../../core/db";
import { bookingLabel } from "../booking/states";
import { sealInvoice, type InvoiceContext } from "./seal-invoice";

/** The booking's columns the document names (its number, its dates, what was booked). */
export const invoicedBookingSelect = {
  id: true,
  bookingNo: true,
  reservationNo: true,
  offerNo: true,
  dateFrom: true,
  dateTo: true,
  resortId: true,
  vesselId: true,
  resort: { select: { name: true } },
  tour: { select: { name: true } },
  vessel: { select: { name: true } },
} satisfies Prisma.BookingSelect;

/** The booking as the document names it. */
export function invoicedBooking(
  b: Prisma.BookingGetPayload<{ select: typeof invoicedBookingSelect }>,
): InvoiceContext["booking"] {
  return {
    number: bookingLabel(b),
    from: isoDate(b.dateFrom),
    to: isoDate(b.dateTo),
    asset: b.tour?.name ?? b.resort?.name ?? b.vessel?.name ?? null,
  };
}

/**
 * Writes the invoice row (its number taken, its snapshot built) and its audit row; its PDF and
 * e-invoice are drawn once this commits (seal-invoice.ts). Answers the new row's id.
 */
export async function writeInvoice(
  tx: Tx,
  actor: Principal,
  data: Omit<Prisma.InvoiceUncheckedCreateInput, "createdById">,
  auditOf: (id: number) => Pick<AuditEntry, "action" | "entityId" | "data">,
): Promise<number> {
  const userId = actor.user?.id ?? null;
  const row = await tx.invoice.create({ data: { ...data, createdById: userId }, select: { id: true } });
  await audit(tx, { userId, entity: "invoice", ...auditOf(row.id) });
  await afterCommit(() => sealInvoice(row.id));
  return row.id;
}
