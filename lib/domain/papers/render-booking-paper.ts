// Booking documents (offer, confirmation, voucher) for whoever may read the booking: staff every
// booking, an agency its own, a customer those they take part in (their booking scope, in the
// query: another party's booking is not found), or a guest holding the booking's access token
// (GET /api/p/r/booking/{template}/{booking}). The document is drawn from the booking as it is
// now, in its language, with the operator's letterhead, logo and text blocks. A document that does
// not fit the booking's state (an offer of a confirmed booking) is a 409 unless forced.
import type { Principal } from "../../auth/principal";
import { todayIn } from "../../core/dates";
import { db } from "../../core/db";
import { AppError, notFound } from "../../core/errors";
import { operatorTimeZone, operatorToday } from "../../core/operator";
import { isLocale, type Locale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import { bookingScope, scopeWhere, type BookingScope } from "../booking/access";
import { bookingIdOfRef } from "../booking/booking-ref";
import { guestBookingId } from "../booking/guest-access";
import { bookingLabel } from "../booking/states";
import { asSeenBy, loadBookingView, type BookingView } from "../booking/view";
import { documentImage } from "../media/media-image";
import { textInLanguage } from "../pricing/text-in-language";
import { readGroup } from "../settings/group-settings";
import { renderBookingPaperPdf, type BookingPaper, type PaperParty } from "./booking-paper-pdf";
import { paperTexts } from "./paper-texts";
import type { PaperCustom } from "./schemas";
import { BOOKING_TEMPLATES, fitsState, templateForState, type BookingTemplate } from "./templates";

export type RenderedPaper = { pdf: Buffer; fileName: string; template: BookingTemplate };

/** The booking `ref` (id or number) names, as the caller may see it; 404 otherwise. */
async function bookingFor(ref: string, actor: Principal): Promise<{ view: BookingView; scope: BookingScope }> {
  const scope = await bookingScope(actor, "read");
  const where = scopeWhere(scope);
  const id = await bookingIdOfRef(ref, where);
  return { view: asSeenBy(await loadBookingView(id, where), scope), scope };
}

/** GET {id}/templates: the documents of the booking, named in `locale`, and whether its state fits each. */
export async function bookingPaperTemplates(ref: string, actor: Principal, locale: Locale) {
  const { view } = await bookingFor(ref, actor);
  const t = translator(locale);
  return BOOKING_TEMPLATES.map((id) => ({
    id,
    name: t(`bookingPapers.templates.${id}`),
    fits: fitsState(id, view.state),
  }));
}

/**
 * GET {id}/templates/{templateId}, {id}/download, {id}/voucher: the document as PDF. Without a
 * template, the one the booking's state prints (download).
 */
export async function renderBookingPaper(
  input: { ref: string; template?: BookingTemplate; force?: boolean; custom?: PaperCustom },
  actor: Principal,
): Promise<RenderedPaper> {
  const { view, scope } = await bookingFor(input.ref, actor);
  // a fellow guest gets the document addressed to themselves, not to the one who booked
  const recipientCustomer =
    scope.kind === "customer" && view.customerId !== scope.customerId ? scope.customerId : undefined;
  return paperOf(view, input.template, !!input.force, input.custom ?? {}, recipientCustomer);
}

/**
 * GET /api/p/r/{type}/{template}/{context}: a document for a link. `context` is the booking's id or
 * number; the guest's access token (`token`) opens it, as does the caller's booking scope. Only
 * a document that fits the booking's state; 404 for anything else, as for a wrong token.
 */
export async function renderLinkedPaper(
  input: { type: string; template: BookingTemplate; context: string; token?: string | null },
  actor: Principal,
): Promise<RenderedPaper> {
  if (input.type !== "booking") throw notFound();
  const ref = input.context.trim();
  const key = /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { bookingNo: ref };
  const id = await guestBookingId(key, input.token, actor);
  const view = await loadBookingView(id);
  if (!fitsState(input.template, view.state)) throw notFound("booking");
  // the token's holder is whoever booked: the document goes to them
  return paperOf(view, input.template, false, {});
}

const refused = (key: string, values: Record<string, string>) =>
  new AppError("CONFLICT", `errors.papers.${key}`, { values, details: { reason: key, ...values } });

async function paperOf(
  view: BookingView,
  requested: BookingTemplate | undefined,
  force: boolean,
  custom: PaperCustom,
  recipientCustomer?: number,
): Promise<RenderedPaper> {
  const template = requested ?? templateForState(view.state);
  if (!template) throw refused("noTemplate", { state: view.state });
  if (!force && !fitsState(template, view.state)) throw refused("notFitting", { template, state: view.state });
  const paper = await paperData(view, template, custom, recipientCustomer);
  const pdf = await renderBookingPaperPdf(paper);
  return { pdf, fileName: `${template}-${paper.number}.pdf`, template };
}

const str = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(" ");

type Address = { street?: string | null; zip?: string | null; city?: string | null; country?: string | null };
const addressLines = (a: Address) => [str(a.street), joined(a.zip, a.city), str(a.country)].filter((l) => l !== "");

/** Whom the document is for: the agency of an agency's booking, else the customer (or the fellow guest asking). */
async function recipientOf(view: BookingView, customerId?: number): Promise<PaperParty> {
  const address = { street: true, zip: true, city: true, country: true } as const;
  if (!customerId && view.agencyId) {
    const a = await db().agency.findUnique({ where: { id: view.agencyId }, select: { name: true, ...address } });
    if (a) return { name: a.name, lines: addressLines(a) };
  }
  const id = customerId ?? view.customerId;
  const c = id ? await db().customer.findUnique({ where: { id }, select: { fullName: true, ...address } }) : null;
  if (c) return { name: c.fullName, lines: addressLines(c) };
  return { name: view.guests.find((g) => g.isMain)?.fullName ?? view.guests[0]?.fullName ?? "", lines: [] };
}

/** The operator as /config/company has it: name, address, contact, VAT ID, and the logo when it is our own medium. */
async function letterhead(language: Locale) {
  const c = await readGroup("company");
  const v = (k: string) => str(c[k]);
  const vatId = v("vatId") ? `${translator(language)("bookingPapers.pdf.vatId")} ${v("vatId")}` : "";
  return {
    company: {
      name: v("name"),
      lines: addressLines({ street: v("street"), zip: v("zip"), city: v("city"), country: v("country") }),
      contact: [v("phone"), v("email"), v("website"), vatId].filter((x) => x !== ""),
    },
    logo: await documentImage(v("logoUrl")),
  };
}

/** The document's language: the one asked for, else the booking's (de or en), else German. */
const languageOf = (view: BookingView, custom: PaperCustom): Locale =>
  custom.language ?? (isLocale(view.language) ? view.language : "de");

async function paperData(
  view: BookingView,
  template: BookingTemplate,
  custom: PaperCustom,
  recipientCustomer?: number,
): Promise<BookingPaper> {
  const language = languageOf(view, custom);
  const [{ company, logo }, recipient, date] = await Promise.all([
    letterhead(language),
    recipientOf(view, recipientCustomer),
    operatorToday(),
  ]);
  const number = template === "offer" ? (view.offerNo ?? view.reservationNo ?? bookingLabel(view)) : bookingLabel(view);
  const t = translator(language);
  const say = textInLanguage(language, t);
  const texts = await paperTexts(template, language, {
    name: recipient.name,
    number,
    from: view.dateFrom,
    to: view.dateTo,
    company: company.name,
  });
  if (custom.intro) texts.intro = custom.intro;
  if (custom.closing) texts.closing = custom.closing;
  const optionUntil =
    template === "offer" && view.state === "planned" && view.optionUntil
      ? todayIn(await operatorTimeZone(), new Date(view.optionUntil))
      : null;
  const withPrices = template !== "voucher";
  return {
    template,
    language,
    currency: view.currency,
    number,
    date,
    company,
    logo,
    recipient,
    stay: {
      from: view.dateFrom,
      to: view.dateTo,
      asset: view.resort?.name ?? view.vessel?.name ?? null,
      tour: view.tour?.name ?? null,
      persons: view.noOfPax,
    },
    optionUntil,
    rooms: view.rooms
      .filter((r) => r.active)
      .map((r) => ({
        name: r.name,
        type: r.type,
        from: r.dateFrom,
        to: r.dateTo,
        guests: r.customers.map((c) => c.fullName),
      })),
    guests: view.guests.map((g) => g.fullName),
    lines: withPrices
      ? view.calculation
          .filter((l) => l.billable && Number(l.total) !== 0)
          .map((l) => ({ text: say(l.text), quantity: l.amount, price: l.price, total: l.total }))
      : [],
    total: withPrices ? view.total : null,
    instalments: template === "confirmation" ? view.instalments : [],
    texts,
    note: custom.note?.trim() || null,
  };
}
