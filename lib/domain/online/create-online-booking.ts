// POST /api/book/booking/create: a guest (or a logged-in customer or agency) books online. One
// transaction: check the request against the operator's limits (rooms, guests, nights), resolve
// the choice to rooms and beds under the rooms' locks (400 for bad input, 409 when it is gone),
// create the contact and the guests as customers (a logged-in customer books as their own customer
// record), book through the booking engine's createBooking (the one booking path: numbers, claims,
// exclusion constraints, the stored calculation, history) with the sales channel, the add-ons, the
// user and the guest's access token's hash on the row from the start (history version 1 is the
// booking as booked), and queue the mail with the guest's link. Unpaid, the booking is a
// reservation that holds its rooms only until its payment deadline (payment-deadline.ts: the
// card's minutes, or the bank transfer's days), then the expiry sweep frees it; the mail says
// until when, a reminder is queued for before, and expiry-mails.ts tells the guest afterwards.
// Answers the contract's {id, bookingNo, state, total, currency}, the reservation's number and
// deadline, where to pay and the access token (once).
import { bookingLabel } from "../booking/states";
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { enqueue } from "../../core/outbox";
import { timeZoneSetting } from "../../core/operator";
import type { Locale } from "../../i18n/locale";
import { publicOrigin } from "../../core/origin";
import { dec } from "../../core/money";
import { formatDay, formatDateTime } from "../../i18n/date-format";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { createBooking } from "../booking/create-booking";
import { fullNameOf } from "../crm/customer-name";
import { activeProviders } from "../payments/provider-config";
import { REMINDER_TOPIC } from "./expiry-mails";
import { issueGuestToken, tokenQuery } from "../booking/guest-access";
import { releaseHold } from "./hold-online-choice";
import { onlineAccess } from "./online-access";
import { claimOpenRooms, settingsWithinLimits, type OnlineClient } from "./online-limits";
import { onlineHoldTerms, type PaymentMode } from "./payment-deadline";
import { priceResolved } from "./price-online";
import { bookedStay, resolveRequest } from "./resolve-request";
import { onlineBookingSchema, type OnlineBookingData } from "./schemas";

export type OnlineBookingAnswer = {
  id: number;
  /** the booking number once it is firm (confirmed); a reservation has its reservationNo */
  bookingNo: string | null;
  reservationNo: string | null;
  state: string;
  /** an unpaid reservation is released at this instant unless paid (ISO 8601); null: firm */
  optionUntil: string | null;
  total: string;
  currency: string;
  payment: { checkout: string; amount: string; currency: string };
  /** the guest's access token to this booking (its result pages, checkout, lookup); answered once */
  token: string;
};

/** The systemReference of a booking made online (a hold's is online-hold:...). */
export const ONLINE_REFERENCE = "online";

type Person = {
  firstName: string;
  lastName: string;
  email?: string | null;
  birthday?: string | null;
  gender?: string | null;
};

const samePerson = (a: Person, b: Person) =>
  a.firstName.trim().toLowerCase() === b.firstName.trim().toLowerCase() &&
  a.lastName.trim().toLowerCase() === b.lastName.trim().toLowerCase();

async function createCustomer(tx: Tx, p: Person & { phone?: string | null }, agencyId: number | null) {
  const c = await tx.customer.create({
    data: {
      firstName: p.firstName,
      lastName: p.lastName,
      fullName: fullNameOf(p),
      email: p.email ?? null,
      phone: p.phone ?? null,
      birthday: p.birthday ? calendarDate(p.birthday) : null,
      gender: (p.gender as "m" | "f" | "u" | null) ?? "u",
      agencyId,
    },
    select: { id: true },
  });
  return c.id;
}

/** How the guest will pay: the provider they chose, else the first active one (offline without any). */
async function paymentModeOf(provider: string | null | undefined, locale: Locale): Promise<PaymentMode> {
  const code = provider ?? (await activeProviders(locale))[0]?.code ?? "offline";
  return code === "offline" ? "offline" : "card";
}

export async function createOnlineBooking(
  input: unknown,
  actor: Principal,
  locale: Locale,
  tx?: Tx,
  client?: OnlineClient,
): Promise<OnlineBookingAnswer> {
  const d: OnlineBookingData = onlineBookingSchema.parse(input);
  const access = await onlineAccess(actor);
  const settings = await settingsWithinLimits(d);
  const mode = await paymentModeOf(d.provider, locale);
  const guestToken = issueGuestToken();
  return transaction(
    async (tx) => {
      // a held choice is given back in this transaction and booked again at once: nobody can take it between
      if (d.holdId) await releaseHold(tx, d.holdId, d.holdToken);
      // a client's unpaid holds and reservations stay within the operator's cap (its hold is given back)
      const limited = await claimOpenRooms(tx, actor, client, d.rooms.length, settings);
      const r = await resolveRequest(tx, d, { lock: true, locale });
      const result = await priceResolved(tx, r, d, access);

      // the guests become customers; the contact is the main customer (one of the guests if named so)
      // a logged-in customer is the main customer, and the guest of their name is them
      const own = access.customerId
        ? await tx.customer.findUnique({
            where: { id: access.customerId },
            select: { id: true, firstName: true, lastName: true },
          })
        : null;
      const guestIds: number[][] = [];
      let mainId: number | null = own?.id ?? null;
      let ownPlaced = false;
      for (const room of r.rooms) {
        const ids: number[] = [];
        for (const g of room.guests) {
          if (own && !ownPlaced && samePerson(g, own)) {
            ownPlaced = true;
            ids.push(own.id);
            continue;
          }
          const isContact = mainId === null && samePerson(g, d.contact);
          const id = await createCustomer(
            tx,
            isContact ? { ...g, email: d.contact.email, phone: d.contact.phone } : g,
            access.agencyId,
          );
          if (isContact) mainId = id;
          ids.push(id);
        }
        guestIds.push(ids);
      }
      mainId ??= await createCustomer(tx, d.contact, access.agencyId);

      // unpaid, it is a reservation until its payment deadline (staff's own bookings are firm)
      const property =
        r.resortId !== null
          ? await tx.resort.findUnique({ where: { id: r.resortId }, select: { timezone: true } })
          : await tx.vessel.findUnique({ where: { id: r.vesselId! }, select: { timezone: true } });
      const now = new Date();
      const terms = access.staff
        ? { state: "confirmed" as const, optionUntil: null, remindAt: null }
        : onlineHoldTerms({
            now,
            mode,
            rules: settings,
            payable: result.totals.payable,
            arrival: r.dateFrom,
            timeZone: property?.timezone || timeZoneSetting(null),
            depositDue: result.totals.paymentPlan.find((p) => p.part === "deposit")?.dueDate ?? null,
          });

      const view = await createBooking(
        {
          ...bookedStay(r),
          customerId: mainId,
          agencyId: access.agencyId ?? undefined,
          state: terms.state,
          ...(terms.optionUntil ? { optionUntil: terms.optionUntil.toISOString() } : {}),
          language: d.language ?? locale,
          currency: result.totals.currency,
          systemReference: ONLINE_REFERENCE,
          rooms: r.rooms.map((x, i) => ({ roomId: x.roomId, bedIds: x.bedIds, guests: guestIds[i] })),
        },
        access.actor,
        tx,
        {
          userId: access.userId,
          guestTokenHash: guestToken.hash,
          // a firm booking (staff's, or confirmed at once) holds nothing unpaid
          onlineClient: terms.state === "planned" ? limited : null,
          channel: access.agencyId ? "AgentDirectBooking" : "CustomerDirectBooking",
          products: d.addons.map((a) => ({ productId: a.productId, quantity: a.quantity ?? null })),
        },
      );
      // the stored calculation is the price of record (the same engine, the same inputs as the quote)
      const total = dec(view.total).toFixed(2);
      const lang = d.language ?? locale;
      const t = translator(lang);
      const what = r.rooms.map((x) => `${x.roomTypeName} ${x.roomName}${x.bedIds ? ` (${x.bedIds.length})` : ""}`);
      const number = bookingLabel(view);
      const link = `${publicOrigin()}/payment/success?booking=${view.id}${tokenQuery(guestToken.token)}`;
      const zone = property?.timezone || timeZoneSetting(null);
      const until = terms.optionUntil ? formatDateTime(terms.optionUntil, lang, zone) : "";
      const values = {
        name: fullNameOf(d.contact),
        bookingNo: number,
        from: formatDay(r.dateFrom, lang),
        to: formatDay(r.dateTo, lang),
        rooms: what.join(", "),
        guests: r.rooms.reduce((n, x) => n + x.guests.length, 0),
        total: formatMoney(total, result.totals.currency, lang),
        link,
        until,
      };
      const reserved = terms.state === "planned";
      await queueMail(tx, {
        to: d.contact.email,
        subject: t(reserved ? "book.mail.reservedSubject" : "book.mail.subject", values),
        text: t(reserved ? "book.mail.reservedText" : "book.mail.text", values),
      });
      // the reminder is written now (it carries the guest's link, which only this request knows) and
      // sent only if the reservation is still unpaid when its time comes (expiry-mails.ts)
      if (terms.remindAt)
        await enqueue(
          tx,
          REMINDER_TOPIC,
          {
            bookingId: view.id,
            mail: {
              to: d.contact.email,
              subject: t("book.mail.reminderSubject", values),
              text: t("book.mail.reminderText", values),
            },
          },
          { at: terms.remindAt },
        );
      return {
        id: view.id,
        bookingNo: view.bookingNo ?? null,
        reservationNo: view.reservationNo ?? null,
        state: view.state,
        optionUntil: terms.optionUntil ? terms.optionUntil.toISOString() : null,
        total,
        currency: result.totals.currency,
        payment: {
          checkout: `/api/book/${view.id}/checkout?token=${encodeURIComponent(guestToken.token)}`,
          amount: total,
          currency: result.totals.currency,
        },
        token: guestToken.token,
      };
    },
    { tx },
  );
}
