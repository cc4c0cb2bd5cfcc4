// POST /api/bookings/{id}/sendMail: mails the booking's document (offer, confirmation or voucher;
// the one its state prints unless named) as a PDF to the agency of an agency's booking, else to the
// customer, in the booking's language. The mail is queued in the transaction and leaves after the
// commit (the outbox); the booking's audit trail says who sent which document to whom. A document
// mailed already, or one that does not fit the booking's state, is a 409 unless `force`.
import type { Principal } from "../../auth/principal";
import { auditBy } from "../../core/audit";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { queueMail } from "../../mail/outbox";
import { lockBooking } from "../booking/lock-booking";
import { bookingLabel } from "../booking/states";
import { readGroup } from "../settings/group-settings";
import { renderBookingPaper } from "./render-booking-paper";
import type { BookingTemplate } from "./templates";

export type SendBookingPaperInput = { bookingId: number; template?: BookingTemplate; to?: string; force?: boolean };

const refused = (key: string, values: Record<string, string> = {}) =>
  new AppError("CONFLICT", `errors.papers.${key}`, { values, details: { reason: key, ...values } });

export async function sendBookingPaper(input: SendBookingPaperInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      // the booking locked: two sends of one document run one after the other
      await lockBooking(tx, input.bookingId, actor, { action: "sendMail" });
      const b = await tx.booking.findUniqueOrThrow({
        where: { id: input.bookingId },
        select: {
          id: true,
          bookingNo: true,
          reservationNo: true,
          offerNo: true,
          language: true,
          agency: { select: { email: true, name: true } },
          customer: { select: { email: true, fullName: true } },
        },
      });
      const paper = await renderBookingPaper(
        { ref: String(input.bookingId), template: input.template, force: input.force },
        actor,
      );
      const { template } = paper;
      const to = input.to ?? (b.agency ? b.agency.email : b.customer?.email);
      if (!to) throw refused("noRecipient");
      const sent = await tx.auditEvent.findFirst({
        where: { entity: "booking", entityId: String(input.bookingId), action: "booking.paperSent" },
        select: { data: true },
        orderBy: { id: "desc" },
      });
      if (sent && (sent.data as { template?: string }).template === template && !input.force)
        throw refused("alreadySent");
      const lang = isLocale(b.language) ? b.language : "de";
      const t = translator(lang);
      const values = {
        name: b.agency?.name ?? b.customer?.fullName ?? "",
        document: t(`bookingPapers.templates.${template}`),
        number: bookingLabel(b),
        seller: String((await readGroup("company")).name ?? ""),
      };
      await queueMail(
        tx,
        {
          to,
          subject: t("bookingPapers.mail.subject", values),
          text: t("bookingPapers.mail.text", values),
          attachments: [
            { filename: paper.fileName, contentType: "application/pdf", base64: paper.pdf.toString("base64") },
          ],
        },
        { kind: "paper", bookingId: input.bookingId, userId: actor.user?.id ?? null },
      );
      await auditBy(tx, actor, {
        action: "booking.paperSent",
        entity: "booking",
        entityId: input.bookingId,
        data: { template, to, force: !!input.force },
      });
      return { template, fileName: paper.fileName, to };
    },
    { tx },
  );
}
