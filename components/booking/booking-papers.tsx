// The printable documents of a booking (offer, confirmation, voucher): a link per document that
// opens its PDF in the booking's language (GET /api/bookings/{id}/templates/{templateId}). The
// documents the booking's state prints come first; staff also get the others, forced. On the
// booking page (BookingPapers, where staff also mail one) and in the club member's trips
// (BookingPaperLinks).
import { getTranslations } from "next-intl/server";
import { BOOKING_TEMPLATES, fitsState, type BookingTemplate } from "@/lib/domain/papers/templates";
import { SendPaper } from "./send-paper";

type Props = { bookingId: number; state: string; staff?: boolean };

/** The links to the booking's documents (none when its state prints none and the caller is not staff). */
export async function BookingPaperLinks({ bookingId, state, staff = false }: Props) {
  const t = await getTranslations("bookingPapers");
  const fitting = BOOKING_TEMPLATES.filter((id) => fitsState(id, state));
  const others = staff ? BOOKING_TEMPLATES.filter((id) => !fitsState(id, state)) : [];
  const link = (id: BookingTemplate, force: boolean) => (
    <a
      className="text-brand-700 underline"
      href={`/api/bookings/${bookingId}/templates/${id}${force ? "?force=true" : ""}`}
      target="_blank"
      rel="noopener"
    >
      {t(`templates.${id}`)}
      <span className="sr-only"> {t("section.opens")}</span>
    </a>
  );
  if (!fitting.length && !others.length) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" data-testid="booking-paper-links">
      {fitting.map((id) => (
        <li key={id}>{link(id, false)}</li>
      ))}
      {others.map((id) => (
        <li key={id} className="text-slate-500">
          {link(id, true)} <span className="text-xs">({t("section.notFitting")})</span>
        </li>
      ))}
    </ul>
  );
}

/** The booking page's part of the documents card: what can be printed. */
export async function BookingPapers(props: Props) {
  const t = await getTranslations("bookingPapers");
  const links = await BookingPaperLinks(props);
  if (!links) return null;
  return (
    <div className="border-t border-slate-100 px-4 py-3 text-sm" data-testid="booking-papers">
      <h3 className="font-medium text-slate-900">{t("section.title")}</h3>
      <p className="mb-2 text-xs text-slate-500">{t("section.hint")}</p>
      {links}
      {/* staff mail a document: the ones the state prints first */}
      {props.staff && (
        <SendPaper
          bookingId={props.bookingId}
          templates={[...BOOKING_TEMPLATES]
            .sort((a, b) => Number(fitsState(b, props.state)) - Number(fitsState(a, props.state)))
            .map((id) => ({ id, name: t(`templates.${id}`) }))}
        />
      )}
    </div>
  );
}
