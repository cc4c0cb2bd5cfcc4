// What the booking screens load on the server: the list (paged, the user's filters), its filter
// options, one booking with the actions its state allows, the wizard's choices, whether the user
// may book at all, and a departure's cabins to move guests between.
import "server-only";
import { invoicesOfBooking } from "../domain/finance/invoice-view";
import { getTranslations } from "next-intl/server";
import type { Principal } from "../auth/principal";
import { calendarDate, isoDate } from "../core/dates";
import { db } from "../core/db";
import { defaultCurrency, operatorToday } from "../core/operator";
import type { Locale } from "../i18n/locale";
import { bookingScope, scopeWhere, selfBookingOff, STAFF_ONLY_ACTIONS } from "../domain/booking/access";
import { scheduleCabins } from "../domain/booking/schedule-cabins";
import { AppError } from "../core/errors";
import { historyCurrencies, listHistory, type VersionMoney } from "../domain/booking/history";
import { listBookings } from "../domain/booking/list-bookings";
import { allowedActions, type BookingAction } from "../domain/booking/state-machine";
import { BOOKING_STATES, bookingLabel, bookingNumberSelect, NOT_RESOLVED } from "../domain/booking/states";
import { asSeenBy, loadBookingView } from "../domain/booking/view";
import { bookingToday, guardPolicies, OPEN_STATES } from "../domain/booking/lock-booking";
import { listBookingDocuments } from "../domain/booking/booking-documents";
import { referencesOf } from "../domain/booking/change-booking";
import { canSplitByCustomer } from "../domain/booking/split-booking";
import { wizardChoices } from "../domain/booking/wizard-choices";
import type { Option } from "../resources/screen";
import { loadPagedList, type PageSearchParams } from "./list";
import { currencyOptions, seededLabels } from "./options";

/** The booking list for /booking/list, paged (and clamped) as every list; a bad filter shows as an error. */
export async function loadBookingList(sp: PageSearchParams, principal: Principal, locale: Locale) {
  return loadPagedList(sp, locale, async (query) => {
    const page = await listBookings(await bookingScope(principal, "read"), query, {
      showCustomers: principal.user?.settings.showCustomersInBookingList !== false,
    });
    // a settled booking keeps its state (confirmed) with the resolved flag: the list says both
    return {
      ...page,
      data: page.data.map((b) => (b.resolved && b.state !== "resolved" ? { ...b, state: settledState(b.state) } : b)),
    };
  });
}

/** The list's state value of a settled booking in `state` (booking-list.tsx labels it "Confirmed · settled"). */
export const settledState = (state: string) => `settled:${state}`;

/** Rows as options; `seeded`: the demo's names in the user's language (seededLabels). */
const named = (rows: { id: number; name: string }[], seeded: Record<string, string> = {}): Option[] =>
  rows.map((r) => ({ value: String(r.id), label: seeded[r.name] ?? r.name }));

/** Options of the list's filters: states (with "not resolved"), assets, agencies, sources, categories. */
export async function bookingListOptions(principal: Principal) {
  const t = await getTranslations("bookingStates");
  const [resorts, vessels, agencies, sources, categories, sourceNames, categoryNames] = await Promise.all([
    db().resort.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    db().vessel.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true } }),
    // an agency's user sees no other agency's name
    principal.agencyId
      ? []
      : db().agency.findMany({ orderBy: { name: "asc" }, select: { id: true, name: true }, take: 500 }),
    db().bookingSource.findMany({ orderBy: { sort: "asc" }, select: { id: true, name: true } }),
    db().bookingCategory.findMany({ orderBy: { sort: "asc" }, select: { id: true, name: true } }),
    seededLabels("bookingsource", "name"),
    seededLabels("bookingcategory", "name"),
  ]);
  return {
    states: [NOT_RESOLVED, ...BOOKING_STATES].map((s) => ({ value: s, label: t(s) })),
    assets: [
      ...resorts.map((r) => ({ value: `resort:${r.id}`, label: r.name })),
      ...vessels.map((v) => ({ value: `vessel:${v.id}`, label: v.name })),
    ],
    agencies: named(agencies),
    sources: named(sources, sourceNames),
    categories: named(categories, categoryNames),
  };
}

/** The booking page's tabs (?tab=), the overview first. */
export const BOOKING_TABS = ["overview", "rooms", "price", "payments", "documents", "history", "mails"] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** The tab the address names, the overview when it names none or an unknown one. */
export const bookingTab = (tab: unknown): BookingTab => BOOKING_TABS.find((t) => t === tab) ?? "overview";

/**
 * One booking as the caller may see it, the actions offered for it, its history and files. With
 * `tab` (the booking page renders one tab at a time) only what that tab shows beside the booking
 * itself: the related bookings and comments for the overview, the history for the history, the
 * invoices and payment currencies for the payments; what another tab shows comes empty.
 */
export async function loadBookingPage(principal: Principal, id: number, tab?: BookingTab) {
  const shows = (t: BookingTab) => tab === undefined || tab === t;
  const scope = await bookingScope(principal, "read");
  const booking = asSeenBy(await loadBookingView(id, scopeWhere(scope)), scope);
  const today = await operatorToday();
  const facts = {
    resolved: booking.resolved,
    checkedIn: booking.checkedInAt !== null,
    checkedOut: booking.checkedOutAt !== null,
    paid: booking.paidAt !== null,
    previousState: booking.previousState ?? undefined,
    optionUntil: booking.optionUntil,
    now: new Date().toISOString(),
    // the property's date, as the API decides: check-in is offered from the first arrival date on
    today: await bookingToday(booking),
    arrival: booking.dateFrom,
    // the guards: offered when the operator allows them with a reason (the button asks for it)
    guards: await guardPolicies(),
    openBalance: booking.paidAt === null && Number(booking.open) > 0,
  };
  const writeScope = await bookingScope(principal, "update").catch(() => null);
  const actions: BookingAction[] = writeScope
    ? allowedActions(booking.state, facts).filter(
        (a) =>
          (writeScope.kind === "all" || !STAFF_ONLY_ACTIONS.has(a)) &&
          // the table allows it, but with one customer there is nothing to split
          (a !== "splitByCustomer" || canSplitByCustomer(booking.rooms, booking.customerId)),
      )
    : [];
  // the bookings a rebook or split links this one with, as far as the caller sees them
  const relatedSelect = { ...bookingNumberSelect, state: true } as const;
  const overview = shows("overview");
  const payments = shows("payments");
  const [history, currencies, documents, comments, from, to, splitFrom, splitInto, invoices, paymentCurrencies] =
    await Promise.all([
      shows("history") ? listHistory(id) : [],
      shows("history") ? historyCurrencies(id) : new Map<number, VersionMoney>(),
      // every tab's label counts the documents
      listBookingDocuments(id),
      overview
        ? db().bookingComment.findMany({
            where: { bookingId: id, ...(scope.kind === "all" ? {} : { internal: false }) },
            orderBy: { createdAt: "desc" },
            select: { id: true, text: true, internal: true, createdAt: true, readAt: true },
          })
        : [],
      overview && booking.rebookedFromId
        ? db().booking.findFirst({
            where: { AND: [{ id: booking.rebookedFromId }, scopeWhere(scope)] },
            select: relatedSelect,
          })
        : null,
      overview
        ? db().booking.findMany({
            where: { AND: [{ rebookedFromId: id }, scopeWhere(scope)] },
            select: relatedSelect,
            orderBy: { id: "asc" },
          })
        : [],
      overview && booking.splitFromId
        ? db().booking.findFirst({
            where: { AND: [{ id: booking.splitFromId }, scopeWhere(scope)] },
            select: relatedSelect,
          })
        : null,
      overview
        ? db().booking.findMany({
            where: { AND: [{ splitFromId: id }, scopeWhere(scope)] },
            select: relatedSelect,
            orderBy: { id: "asc" },
          })
        : [],
      // the booking's invoices and credit notes, and the currencies a payment may be in
      payments ? invoicesOfBooking(id) : [],
      payments
        ? db().currency.findMany({ where: { isActive: true }, orderBy: { sort: "asc" }, select: { code: true } })
        : [],
    ]);
  const link = (b: {
    id: number;
    bookingNo: string | null;
    reservationNo: string | null;
    offerNo: string | null;
    state: string;
  }) => ({ id: b.id, label: bookingLabel(b), state: b.state });
  return {
    booking,
    related: {
      from: from ? link(from) : null,
      to: to.map(link),
      splitFrom: splitFrom ? link(splitFrom) : null,
      splitInto: splitInto.map(link),
    },
    actions,
    today,
    // its rooms and guests, language and currency can be changed: an open, unsettled booking the caller may write
    editable: writeScope !== null && OPEN_STATES.includes(booking.state) && !booking.resolved,
    // who stayed where and when stops changing once the guests have left (the API refuses it too)
    staysEditable:
      writeScope !== null && OPEN_STATES.includes(booking.state) && !booking.resolved && booking.checkedOutAt === null,
    // documents and references are added in any state, by whoever may write the booking
    writable: writeScope !== null,
    // the agency a booking came through is the operator's to change (agency/{agencyId} is staff only)
    setsAgency: writeScope?.kind === "all",
    references: referencesOf(booking.references).map((r) => ({ id: r.id, type: r.type, value: r.value })),
    // each version with the currencies its money was in (a currency change leaves the old total in the old one)
    history: history.map((h) => ({ ...h, money: currencies.get(h.version) })),
    documents,
    invoices,
    paymentCurrencies: paymentCurrencies.map((c) => c.code),
    comments: comments.map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      readAt: c.readAt?.toISOString() ?? null,
    })),
  };
}

/**
 * What the booking's currency and agency can be changed to (its language: one of LOCALES). The
 * currencies a booking may be in (isBookingCurrency: the active ones and the operator's default),
 * and the booking's own should it no longer be one of them; for who may set the agency, the active
 * agencies and the booking's own, active or not.
 */
export async function loadBookingFactChoices(
  booking: { currency: string; agency: { id: number; name: string } | null },
  locale: Locale,
  withAgencies: boolean,
) {
  const [active, fallback, agencies] = await Promise.all([
    currencyOptions(locale),
    defaultCurrency(),
    withAgencies
      ? db().agency.findMany({
          where: { isActive: true },
          orderBy: { name: "asc" },
          select: { id: true, name: true },
          take: 500,
        })
      : [],
  ]);
  const missing = [...new Set([fallback, booking.currency])].filter((code) => !active.some((c) => c.value === code));
  return {
    currencies: [...missing.map((code) => ({ value: code, label: code })), ...active],
    // past the first 500 by name the booking's own still shows
    agencies: named(
      booking.agency && !agencies.some((a) => a.id === booking.agency!.id) ? [booking.agency, ...agencies] : agencies,
    ),
  };
}

export type WizardParams = {
  type?: string;
  resortId?: string;
  vesselId?: string;
  scheduleId?: string;
  roomId?: string;
  bedIds?: string;
  dateFrom?: string;
  dateTo?: string;
};

/** The wizard's choices for this caller: resorts, vessels, departures on sale, their agencies, today. */
export async function loadWizardChoices(principal: Principal) {
  return wizardChoices(principal);
}

/**
 * The departures a vessel booking can be rebooked or moved to (the overview's actions): its
 * vessel's others on sale and not yet over, as the wizard offers them. `today`: the operator's.
 */
export async function loadDepartureChoices(
  booking: { vesselId: number | null; scheduleId: number | null },
  today: string,
) {
  if (booking.vesselId === null) return [];
  const rows = await db().schedule.findMany({
    where: {
      vesselId: booking.vesselId,
      ...(booking.scheduleId === null ? {} : { id: { not: booking.scheduleId } }),
      to: { gte: calendarDate(today) },
      status: "active",
      vessel: { isActive: true },
    },
    orderBy: { from: "asc" },
    take: 300,
    select: { id: true, from: true, to: true, tour: { select: { name: true } } },
  });
  return rows.map((s) => ({ id: s.id, from: isoDate(s.from), to: isoDate(s.to), tour: s.tour.name }));
}

/** Whether the operator keeps this agency or customer from booking itself (staff never). */
export const bookingSelfOff = (principal: Principal) => selfBookingOff(principal);

/** Whether a new booking would be refused for self-booking being off: said at once on the wizard. */
export const wizardRefused = (principal: Principal) =>
  bookingScope(principal, "create").then(
    () => false,
    (e: unknown) => e instanceof AppError && e.message === "errors.BOOKING_SELF_OFF",
  );

/** A departure's cabins with their guests (/schedules/movecabin/{id}). */
export const moveCabinData = (scheduleId: number) => scheduleCabins(scheduleId);
