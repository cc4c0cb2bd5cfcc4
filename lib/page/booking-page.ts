// What /booking/{id} loads for the one tab it renders (components/ui/tab-panels.tsx asks the server
// for another tab through the address): the booking with its actions always (every tab's label
// counts its rooms, payments and documents), and beside it only what the open tab shows: the
// related bookings, comments, departures to move to and the facts' choices for the overview, the
// booking priced now for the price, the invoices and the lines to split a payment over for the
// payments, the versions and mails for the history. The mails tab loads its own list.
import "server-only";
import type { Principal } from "../auth/principal";
import { hasSome } from "../access/scopes";
import type { Locale } from "../i18n/locale";
import { loadBookingCalculation, paymentSplitLines } from "./booking-calculation";
import { loadBookingFactChoices, loadBookingPage, loadDepartureChoices, type BookingTab } from "./bookings";
import { loadBookingMailHistory } from "./mail";

export async function loadBookingTab(principal: Principal, bookingId: number, tab: BookingTab, locale: Locale) {
  const page = await loadBookingPage(principal, bookingId, tab);
  const overview = tab === "overview";
  const needsSchedules = overview && (page.actions.includes("rebook") || page.actions.includes("move"));
  // staff see the booking's mails in its history too
  const staffReader = principal.agencyId === null && hasSome(principal, ["bookings.read", "bookings.update"]);
  const [schedules, calculation, factChoices, mailHistory] = await Promise.all([
    needsSchedules ? loadDepartureChoices(page.booking, page.today) : [],
    tab === "price" ? loadBookingCalculation(principal, page.booking, locale) : null,
    // what language, currency and agency can become: only where they can be changed
    overview && page.editable ? loadBookingFactChoices(page.booking, locale, page.setsAgency) : null,
    tab === "history" && staffReader ? loadBookingMailHistory(page.booking.id) : [],
  ]);
  return {
    ...page,
    tab,
    schedules,
    calculation,
    factChoices,
    mailHistory,
    splitLines: tab === "payments" ? paymentSplitLines(page.booking, locale) : [],
  };
}

export type BookingTabData = Awaited<ReturnType<typeof loadBookingTab>>;
