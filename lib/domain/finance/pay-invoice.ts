// A guest pays an invoice from its public link (PUT /api/widget/invoice/{id}, POST
// /api/bookings/{id}/invoice/public): what is open of the invoice, with a provider (the guest's
// choice, else the first active one). The invoice's token opens it (invoice-token.ts); staff and
// whoever may read the booking need none; anyone else gets the missing invoice's 404. The payment
// the provider reports is a payment of the booking (record-payments.ts), so the invoice's open
// amount follows from it. The return pages are the invoice's own public page.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { db } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { dec, ZERO } from "../../core/money";
import { publicOrigin } from "../../core/origin";
import { bookingScope, scopeWhere } from "../booking/access";
import { startCheckout } from "../payments/start-checkout";
import { invoiceToken, tokenMatches } from "./invoice-token";
import { loadInvoice, type InvoiceView } from "./invoice-view";

export const payInvoiceSchema = z.object({
  /** the invoice's token from its link (a guest's key to it) */
  token: z.string().trim().max(200).optional(),
  provider: z.string().trim().min(1).max(40).optional(),
});

/** The invoice if the caller may see it: its token, or a user who may read its booking; else 404. */
export async function invoiceFor(
  invoiceId: number,
  token: string | null | undefined,
  actor: Principal,
): Promise<InvoiceView> {
  const head = await db().invoice.findUnique({
    where: { id: invoiceId },
    select: { id: true, number: true, bookingId: true },
  });
  if (!head) throw notFound();
  if (!tokenMatches(head, token)) {
    if (actor.isGuest) throw notFound();
    const scope = await bookingScope(actor, "read").catch(() => null);
    const seen =
      scope &&
      (await db().booking.findFirst({ where: { id: head.bookingId, ...scopeWhere(scope) }, select: { id: true } }));
    if (!seen) throw notFound();
  }
  return loadInvoice(invoiceId);
}

/** Starts paying what is open of the invoice; answers where to pay (a provider's page or our instructions). */
export async function payInvoice(invoiceId: number, input: z.input<typeof payInvoiceSchema>, actor: Principal) {
  const d = payInvoiceSchema.parse(input);
  const inv = await invoiceFor(invoiceId, d.token, actor);
  const amount = dec(inv.open);
  if (inv.state !== "open" || amount.lte(ZERO))
    throw new AppError("CONFLICT", "errors.invoices.notOpen", { details: { reason: "notOpen", state: inv.state } });
  return startCheckout(
    {
      provider: d.provider,
      bookingId: inv.bookingId,
      // the transfer's reference: the invoice's number
      bookingNo: inv.number,
      amount,
      currency: inv.currency,
      language: inv.language,
      back: (result, code) =>
        `${publicOrigin()}/invoice/${inv.id}?token=${invoiceToken(inv)}&payment=${result}&provider=${code}`,
      entity: "invoice",
      entityId: inv.id,
    },
    actor,
  );
}

/** POST /api/bookings/{id}/invoice/public: the booking's invoice to pay (the newest open one, or the one named). */
export async function openInvoiceOfBooking(bookingId: number, invoiceId: number | undefined): Promise<number> {
  const rows = await db().invoice.findMany({
    where: { bookingId, series: "invoice", creditedBy: null, ...(invoiceId ? { id: invoiceId } : {}) },
    select: { id: true },
    orderBy: { id: "desc" },
  });
  if (!rows.length) throw notFound();
  for (const r of rows) if ((await loadInvoice(r.id)).state === "open") return r.id;
  return rows[0].id;
}
