// The guest hears about an unpaid online reservation before and after its time runs out (issue 36).
// Before: the reminder create-online-booking.ts wrote into the outbox for its time; it goes out
// only if the reservation is still unpaid and still held then. After: the expiry (booking's
// expire-options.ts) announces every expired booking on the outbox (BOOKING_EXPIRED_TOPIC); an
// online one gets a mail to its contact, in the booking's language, saying it was released.
// Both become ordinary mails of the outbox, so a failing mail server delays them, never loses them.
import { bookingLabel } from "../booking/states";
import { isoDate } from "../../core/dates";
import { transaction } from "../../core/db";
import { onOutbox } from "../../core/outbox";
import { timeZoneSetting } from "../../core/operator";
import { formatDateTime, formatDay } from "../../i18n/date-format";
import { resolveLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import type { Mail } from "../../mail/mailer";
import { queueMail } from "../../mail/outbox";
import { BOOKING_EXPIRED_TOPIC } from "../booking/expire-options";
import { fullNameOf } from "../crm/customer-name";

export const REMINDER_TOPIC = "online.paymentReminder";

/** The systemReference online bookings carry (create-online-booking.ts). */
const ONLINE = "online";

type Reminder = { bookingId: number; mail: Mail };

/** Sends the reminder if the reservation still waits for its payment. */
export async function deliverReminder(payload: Reminder, now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const b = await tx.booking.findUnique({
      where: { id: payload.bookingId },
      select: {
        state: true,
        paidAt: true,
        optionUntil: true,
        payments: { where: { status: "paid" }, select: { id: true } },
      },
    });
    const waiting =
      !!b && b.state === "planned" && !b.paidAt && !b.payments.length && !!b.optionUntil && b.optionUntil > now;
    if (waiting) await queueMail(tx, payload.mail);
    return waiting;
  });
}

/** Tells the contact of an expired online booking that it was released. */
export async function announceExpiry(payload: { bookingId: number }): Promise<boolean> {
  return transaction(async (tx) => {
    const b = await tx.booking.findUnique({
      where: { id: payload.bookingId },
      select: {
        state: true,
        systemReference: true,
        reservationNo: true,
        offerNo: true,
        bookingNo: true,
        id: true,
        language: true,
        dateFrom: true,
        dateTo: true,
        optionUntil: true,
        customer: { select: { email: true, firstName: true, lastName: true, title: true } },
        resort: { select: { name: true, timezone: true } },
        vessel: { select: { name: true, timezone: true } },
      },
    });
    if (!b || b.state !== "freed" || b.systemReference !== ONLINE || !b.customer?.email) return false;
    const lang = resolveLocale(b.language, null);
    const t = translator(lang);
    const zone = b.resort?.timezone || b.vessel?.timezone || timeZoneSetting(null);
    const values = {
      name: fullNameOf(b.customer),
      bookingNo: bookingLabel(b),
      asset: b.resort?.name ?? b.vessel?.name ?? "",
      from: formatDay(isoDate(b.dateFrom), lang),
      to: formatDay(isoDate(b.dateTo), lang),
      until: b.optionUntil ? formatDateTime(b.optionUntil, lang, zone) : "",
    };
    await queueMail(tx, {
      to: b.customer.email,
      subject: t("book.mail.releasedSubject", values),
      text: t("book.mail.releasedText", values),
    });
    return true;
  });
}

onOutbox(REMINDER_TOPIC, (payload) => deliverReminder(payload as unknown as Reminder));
onOutbox(BOOKING_EXPIRED_TOPIC, (payload) => announceExpiry(payload as { bookingId: number }));
