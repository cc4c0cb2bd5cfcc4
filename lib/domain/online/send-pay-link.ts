// Pay by link (POST /api/bookings/{id}/payLink): staff (or an agency, for its own bookings) send the
// booking's main customer a link to pay its open deposit, the rest or everything open, without an
// account. One transaction, the booking locked (booking's replaceGuestToken: scope, version, history
// version "payLink"): a new guest access token replaces the booking's old one (only its hash is stored), so
// every earlier link (an earlier pay link, the online booking's confirmation link) stops working;
// the mail to the main customer, in the booking's language, is queued in the same transaction; an
// audit row keeps the part and amount. Answers the link (staff may copy it; the mail needs an
// address on the customer) and what it asks for.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { ZERO } from "../../core/money";
import { publicOrigin } from "../../core/origin";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locale";
import { formatDay } from "../../i18n/date-format";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { replaceGuestToken } from "../booking/replace-guest-token";
import { bookingLabel, holdsInventory } from "../booking/states";
import { amountOf, payParts, payPartSchema, type PayPart } from "../payments/pay-parts";

export const payLinkSchema = z
  .object({
    /** what the guest is asked to pay: everything open (default), the open deposit or the rest */
    part: payPartSchema.default("open"),
    /** the booking's version the caller last saw (or If-Match) */
    version: z.coerce.number().int().min(1).optional(),
  })
  .optional();

export type PayLinkAnswer = {
  /** the guest's page for this booking: what is booked, paid and open, and the pay buttons */
  url: string;
  part: PayPart;
  amount: string;
  currency: string;
  /** who the mail went to; null when the main customer has no e-mail address (copy the link) */
  mailedTo: string | null;
};

/**
 * The guest's page of a booking: by number once it has one (a reservation's number while it is
 * one; the id before), with the token.
 */
export function payLinkUrl(
  b: { id: number; bookingNo: string | null; reservationNo?: string | null },
  token: string,
  part: PayPart,
): string {
  const no = b.bookingNo ?? b.reservationNo;
  const q = new URLSearchParams({
    ...(no ? { no } : { id: String(b.id) }),
    token,
    ...(part !== "open" ? { part } : {}),
  });
  return `${publicOrigin()}/book?${q}`;
}

export async function sendPayLink(
  input: { bookingId: number; part?: PayPart; expectedVersion?: number },
  actor: Principal,
  tx?: Tx,
): Promise<PayLinkAnswer> {
  const part = input.part ?? "open";
  return transaction(
    async (tx) => {
      let amount = ZERO;
      const { token, booking: b } = await replaceGuestToken(input, actor, {
        action: "payLink",
        tx,
        check: async (tx, locked) => {
          if (!holdsInventory(locked.state)) throw new AppError("CONFLICT", "errors.BOOKING_NOT_PAYABLE");
          amount = amountOf(await payParts(locked.id, tx), part);
        },
      });
      const url = payLinkUrl(b, token, part);
      const to = b.customer?.email?.trim() || null;
      if (to) {
        const lang = isLocale(b.language) ? b.language : DEFAULT_LOCALE;
        const t = translator(lang);
        const number = bookingLabel(b);
        await queueMail(
          tx,
          {
            to,
            subject: t("book.payLinkMail.subject", { bookingNo: number }),
            text: t("book.payLinkMail.text", {
              name: b.customer?.fullName ?? "",
              bookingNo: number,
              what: t(`book.payLinkMail.part.${part}`),
              amount: formatMoney(amount.toFixed(2), b.currency, lang),
              from: formatDay(isoDate(b.dateFrom), lang),
              to: formatDay(isoDate(b.dateTo), lang),
              link: url,
            }),
          },
          { kind: "payLink", bookingId: b.id, userId: actor.user?.id ?? null },
        );
      }
      await auditBy(tx, actor, {
        action: "booking.payLinkSent",
        entity: "booking",
        entityId: b.id,
        data: { part, amount: amount.toFixed(2), mailed: to !== null },
      });
      return { url, part, amount: amount.toFixed(2), currency: b.currency, mailedTo: to };
    },
    { tx },
  );
}
