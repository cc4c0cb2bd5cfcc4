// The merge values of a mail in one language: what a booking, its people, amounts, due dates and
// links say, written the way a reader of that language expects (dates, money, the state's name).
// Pure: load-merge-data.ts loads the facts, this function words them.
import type { Locale } from "../../i18n/locale";
import { formatDay } from "../../i18n/date-format";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import type { MergeField } from "./merge-fields";

/** The facts behind the merge fields (calendar dates as YYYY-MM-DD, amounts as decimal strings). */
export type MergeData = {
  booking?: {
    number: string;
    state: string;
    arrival: string | null;
    departure: string | null;
    nights: number | null;
    pax: number;
    asset: string | null;
    tour: string | null;
    rooms: string[];
    /** an option's end, as a calendar date where the operator is */
    optionUntil: string | null;
    currency: string;
    total: string;
    paid: string;
    open: string;
    deposit: { amount: string; due: string } | null;
    rest: { amount: string; due: string } | null;
    paymentDue: string | null;
  };
  guests?: string[];
  customer?: { fullName: string; firstName: string | null; lastName: string | null; email: string | null } | null;
  agency?: { name: string; email: string | null } | null;
  links?: { guestForm?: string | null; invoice?: string | null; payment?: string | null };
  company?: { name?: string | null; email?: string | null; phone?: string | null };
};

/** Every merge field's text in `lang` (a fact that is not there: empty). */
export function mergeValues(d: MergeData, lang: Locale): Record<MergeField, string> {
  const t = translator(lang);
  const b = d.booking;
  const day = (iso: string | null | undefined) => (iso ? formatDay(iso, lang) : "");
  const money = (amount: string | null | undefined) =>
    b && amount != null ? formatMoney(amount, b.currency, lang) : "";
  return {
    "booking.number": b?.number ?? "",
    "booking.state": b ? t(`bookingStates.${b.state}`, undefined, b.state) : "",
    "booking.arrival": day(b?.arrival),
    "booking.departure": day(b?.departure),
    "booking.nights": b?.nights != null ? String(b.nights) : "",
    "booking.pax": b ? String(b.pax) : "",
    "booking.asset": b?.asset ?? "",
    "booking.tour": b?.tour ?? "",
    "booking.rooms": b?.rooms.join(", ") ?? "",
    "booking.optionUntil": day(b?.optionUntil),
    "guests.names": (d.guests ?? []).join(", "),
    "guests.count": d.guests ? String(d.guests.length) : "",
    "customer.name": d.customer?.fullName ?? "",
    "customer.firstName": d.customer?.firstName ?? "",
    "customer.lastName": d.customer?.lastName ?? "",
    "customer.email": d.customer?.email ?? "",
    "agency.name": d.agency?.name ?? "",
    "agency.email": d.agency?.email ?? "",
    "amount.total": money(b?.total),
    "amount.paid": money(b?.paid),
    "amount.open": money(b?.open),
    "amount.deposit": money(b?.deposit?.amount),
    "amount.rest": money(b?.rest?.amount),
    "due.deposit": day(b?.deposit?.due),
    "due.rest": day(b?.rest?.due),
    "due.payment": day(b?.paymentDue),
    "link.guestForm": d.links?.guestForm ?? "",
    "link.invoice": d.links?.invoice ?? "",
    "link.payment": d.links?.payment ?? "",
    "company.name": d.company?.name ?? "",
    "company.email": d.company?.email ?? "",
    "company.phone": d.company?.phone ?? "",
  };
}
