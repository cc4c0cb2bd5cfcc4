// The facts behind a mail's merge fields (merge-values.ts words them): a booking as it is now, its
// main customer, agency and guests, what is paid and due, its newest invoice's public link, and the
// operator's company details. The pay link is made only when a mail is sent with it (send-mail.ts).
import { nightsBetween, todayIn } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { operatorTimeZone } from "../../core/operator";
import { bookingLabel } from "../booking/states";
import { loadBookingView, type BookingView } from "../booking/view";
import { publicInvoiceUrl } from "../finance/invoice-view";
import { readGroup } from "../settings/group-settings";
import type { MergeData } from "./merge-values";

const customerSelect = { id: true, fullName: true, firstName: true, lastName: true, email: true } as const;

async function company(): Promise<MergeData["company"]> {
  const c = await readGroup("company");
  return { name: String(c.name ?? ""), email: String(c.email ?? ""), phone: String(c.phone ?? "") };
}

/** The booking's facts, as a mail to its customer (or agency) tells them. */
export async function bookingMergeData(view: BookingView, tx: Tx = db()): Promise<MergeData> {
  const [customer, agency, invoice, zone] = await Promise.all([
    view.customerId ? tx.customer.findUnique({ where: { id: view.customerId }, select: customerSelect }) : null,
    view.agencyId ? tx.agency.findUnique({ where: { id: view.agencyId }, select: { name: true, email: true } }) : null,
    tx.invoice.findFirst({
      where: { bookingId: view.id, series: { not: "credit" } },
      select: { id: true, number: true },
      orderBy: { id: "desc" },
    }),
    operatorTimeZone(tx),
  ]);
  const deposit = view.instalments.find((i) => i.kind === "deposit");
  const rest = view.instalments.find((i) => i.kind === "rest");
  const names = new Set(view.rooms.map((r) => r.name));
  return {
    booking: {
      number: bookingLabel(view),
      state: view.state,
      arrival: view.dateFrom,
      departure: view.dateTo,
      nights: view.dateFrom && view.dateTo ? nightsBetween(view.dateFrom, view.dateTo) : null,
      pax: view.noOfPax,
      asset: view.resort?.name ?? view.vessel?.name ?? null,
      tour: view.tour?.name ?? null,
      rooms: [...names],
      optionUntil: view.optionUntil ? todayIn(zone, new Date(view.optionUntil)) : null,
      currency: view.currency,
      total: view.total,
      paid: view.paid,
      open: view.open,
      deposit: deposit ? { amount: deposit.amount, due: deposit.due } : null,
      rest: rest ? { amount: rest.amount, due: rest.due } : null,
      paymentDue: view.paymentDueDate,
    },
    guests: view.guests.map((g) => g.fullName),
    customer: customer ?? null,
    agency: agency ?? null,
    links: { invoice: invoice ? publicInvoiceUrl(invoice) : null },
    company: await company(),
  };
}

/** The facts of booking `id` (404 when it is not there). */
export async function loadBookingMergeData(id: number, tx: Tx = db()) {
  const view = await loadBookingView(id, {}, tx);
  return { view, data: await bookingMergeData(view, tx) };
}

/** A customer's facts, for a mail that belongs to no booking (the customer page). */
export async function customerMergeData(customerId: number, tx: Tx = db()): Promise<MergeData> {
  const customer = await tx.customer.findUnique({ where: { id: customerId }, select: customerSelect });
  if (!customer) throw notFound();
  return { customer, company: await company() };
}
