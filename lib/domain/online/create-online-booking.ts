// POST /api/book/booking/create: a guest (or a logged-in customer or agency) books online. One
// transaction: resolve the choice to rooms and beds under the rooms' locks (400 for bad input, 409
// when it is gone), create the contact and the guests as customers (a logged-in customer books as
// their own customer record), book through the booking engine's createBooking (the one booking
// path: numbers, claims, exclusion constraints, the stored calculation, history) with the sales
// channel, the add-ons, the user and the guest's access token's hash on the row from the start
// (history version 1 is the booking as booked), and queue the confirmation mail with the guest's
// link. Answers the contract's {id, bookingNo, state, total, currency}, where to pay and the
// access token (once).
import type { Principal } from "../../auth/principal";
import { calendarDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import type { Locale } from "../../i18n/locale";
import { publicOrigin } from "../../core/origin";
import { dec } from "../../core/money";
import { formatDay } from "../../i18n/date-format";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { createBooking } from "../booking/create-booking";
import { fullNameOf } from "../crm/customer-name";
import { issueGuestToken, tokenQuery } from "./guest-access";
import { releaseHold } from "./hold-online-choice";
import { onlineAccess } from "./online-access";
import { priceResolved } from "./price-online";
import { resolveRequest } from "./resolve-request";
import { onlineBookingSchema, type OnlineBookingData } from "./schemas";

export type OnlineBookingAnswer = {
  id: number;
  bookingNo: string | null;
  state: string;
  total: string;
  currency: string;
  payment: { checkout: string; amount: string; currency: string };
  /** the guest's access token to this booking (its result pages, checkout, lookup); answered once */
  token: string;
};

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

export async function createOnlineBooking(
  input: unknown,
  actor: Principal,
  locale: Locale,
  tx?: Tx,
): Promise<OnlineBookingAnswer> {
  const d: OnlineBookingData = onlineBookingSchema.parse(input);
  const access = await onlineAccess(actor);
  const guestToken = issueGuestToken();
  return transaction(
    async (tx) => {
      // a held choice is given back in this transaction and booked again at once: nobody can take it between
      if (d.holdId) await releaseHold(tx, d.holdId, d.holdToken);
      const r = await resolveRequest(tx, d, { lock: true });
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

      const view = await createBooking(
        {
          type: r.type,
          scheduleId: r.scheduleId ?? undefined,
          resortId: r.resortId ?? undefined,
          dateFrom: r.type === "resort" ? r.dateFrom : undefined,
          dateTo: r.type === "resort" ? r.dateTo : undefined,
          customerId: mainId,
          agencyId: access.agencyId ?? undefined,
          state: "confirmed",
          language: d.language ?? locale,
          currency: result.totals.currency,
          systemReference: "online",
          rooms: r.rooms.map((x, i) => ({ roomId: x.roomId, bedIds: x.bedIds, guests: guestIds[i] })),
        },
        access.actor,
        tx,
        {
          userId: access.userId,
          guestTokenHash: guestToken.hash,
          channel: access.agencyId ? "AgentDirectBooking" : "CustomerDirectBooking",
          products: d.addons.map((a) => ({ productId: a.productId, quantity: a.quantity ?? null })),
        },
      );
      // the stored calculation is the price of record (the same engine, the same inputs as the quote)
      const total = dec(view.total).toFixed(2);
      const lang = d.language ?? locale;
      const t = translator(lang);
      const what = r.rooms.map((x) => `${x.roomTypeName} ${x.roomName}${x.bedIds ? ` (${x.bedIds.length})` : ""}`);
      await queueMail(tx, {
        to: d.contact.email,
        subject: t("book.mail.subject", { bookingNo: view.bookingNo ?? String(view.id) }),
        text: t("book.mail.text", {
          name: fullNameOf(d.contact),
          bookingNo: view.bookingNo ?? String(view.id),
          from: formatDay(r.dateFrom, lang),
          to: formatDay(r.dateTo, lang),
          rooms: what.join(", "),
          guests: r.rooms.reduce((n, x) => n + x.guests.length, 0),
          total: formatMoney(total, result.totals.currency, lang),
          link: `${publicOrigin()}/payment/success?booking=${view.id}${tokenQuery(guestToken.token)}`,
        }),
      });
      return {
        id: view.id,
        bookingNo: view.bookingNo ?? null,
        state: view.state,
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
