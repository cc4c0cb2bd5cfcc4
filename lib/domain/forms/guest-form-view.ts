// A guest form as the guest and staff see it: the booking it belongs to (number, dates, where),
// its guests (one, or all with MULTI_GF) with their answers, their uploads and what is still
// missing. A section the guest has not saved yet starts from the customer record ("personal data as
// on the customer"); only what the guest saved is stored.
import { isoDate } from "../../core/dates";
import type { Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { bookingLabel } from "../booking/states";
import { customerPersonSelect, fullNameOf } from "../crm/customer-name";
import { readGroup } from "../settings/group-settings";
import { guestFormStatus, hasAnswers, missingFields, type GuestFormStatus } from "./guest-form-completeness";
import { CUSTOMER_FIELDS, CUSTOMER_FIELD_NAMES } from "./guest-form-diff";
import { sectionsOf, type GuestAnswers, type GuestFormFileKind, type GuestFormKind } from "./guest-form-sections";
import { bookingGuestIds, formKindOf, guestFormBookingSelect, type GuestFormRow } from "./guest-form-sync";
import { eligibilityOf, requirementsOfBooking, type Eligibility } from "./guest-requirements";

type CustomerRecord = Record<string, unknown> & { id: number };

/** The sections the customer record fills, as a form would hold them. */
export function prefillFromCustomer(c: CustomerRecord): GuestAnswers {
  const out: GuestAnswers = {};
  for (const field of CUSTOMER_FIELD_NAMES) {
    const [section, name] = CUSTOMER_FIELDS[field];
    let v = c[field];
    if (v instanceof Date) v = isoDate(v);
    if (field === "gender" && v === "u") v = null;
    if (v === null || v === undefined || v === "") continue;
    (out[section] ??= {})[name] = v;
  }
  return out;
}

/** What the guest saved, and where a section is not saved yet, the customer record's. */
export const effectiveAnswers = (stored: GuestAnswers, prefill: GuestAnswers): GuestAnswers => ({
  ...prefill,
  ...stored,
});

export const storedAnswersOf = (form: { answers: unknown }, customerId: number): GuestAnswers =>
  ((form.answers as Record<string, GuestAnswers> | null) ?? {})[String(customerId)] ?? {};

export type GuestFormGuest = {
  customerId: number;
  name: string;
  answers: GuestAnswers;
  missing: string[];
  files: { kind: GuestFormFileKind; name: string; mimeType: string; size: number }[];
  /** what the trip's dive requirements still miss (null: none apply to this guest) */
  eligibility: Eligibility | null;
};

export type GuestFormView = {
  id: number;
  multi: boolean;
  status: GuestFormStatus;
  kind: GuestFormKind;
  sections: string[];
  language: string;
  languages: string[];
  maxFileKb: number;
  submittedAt: string | null;
  reviewedAt: string | null;
  version: number;
  booking: { id: number; label: string; dateFrom: string; dateTo: string; place: string | null; tour: string | null };
  guests: GuestFormGuest[];
};

/** The guests a form asks about: its own guest, or every guest of the booking (MULTI_GF). */
export async function guestsOfForm(tx: Tx, form: Pick<GuestFormRow, "multi" | "bookingId" | "customerId">) {
  return form.multi ? bookingGuestIds(tx, form.bookingId) : form.customerId ? [form.customerId] : [];
}

/** The form's guests with what each still lacks, and the form's status from them. */
export async function guestFormState(tx: Tx, form: GuestFormRow) {
  const booking = await tx.booking.findUnique({ where: { id: form.bookingId }, select: { type: true } });
  if (!booking) throw notFound();
  const kind = formKindOf(booking);
  const ids = await guestsOfForm(tx, form);
  const [customers, files, requirements] = await Promise.all([
    tx.customer.findMany({ where: { id: { in: ids } }, select: customerPersonSelect }),
    tx.guestFormFile.findMany({
      where: { formId: form.id },
      select: { customerId: true, kind: true, name: true, mimeType: true, size: true },
      orderBy: { id: "asc" },
    }),
    requirementsOfBooking(tx, form.bookingId),
  ]);
  const guests: GuestFormGuest[] = ids.map((id) => {
    const c = customers.find((x) => x.id === id) ?? { id };
    const answers = effectiveAnswers(storedAnswersOf(form, id), prefillFromCustomer(c));
    const own = files
      .filter((f) => f.customerId === id)
      .map((f) => ({ kind: f.kind as GuestFormFileKind, name: f.name, mimeType: f.mimeType, size: f.size }));
    return {
      customerId: id,
      name: fullNameOf(c as Parameters<typeof fullNameOf>[0]),
      answers,
      missing: missingFields(
        answers,
        kind,
        own.map((f) => f.kind),
      ),
      files: own,
      eligibility: eligibilityOf(requirements, { customerId: id, answers, files: own }),
    };
  });
  const missing = guests.flatMap((g) => g.missing.map((m) => `${g.customerId}.${m}`));
  const answered = ids.some((id) => hasAnswers(storedAnswersOf(form, id))) || files.length > 0;
  const status = guestFormStatus({
    answered,
    missing: missing.length,
    submitted: !!form.submittedAt,
    reviewed: !!form.reviewedAt,
  });
  return { kind, guests, missing, status };
}

export async function guestFormView(tx: Tx, form: GuestFormRow): Promise<GuestFormView> {
  const [booking, general, state] = await Promise.all([
    tx.booking.findUnique({
      where: { id: form.bookingId },
      select: { ...guestFormBookingSelect, tour: { select: { name: true } } },
    }),
    readGroup("general"),
    guestFormState(tx, form),
  ]);
  if (!booking) throw notFound();
  return {
    id: form.id,
    multi: form.multi,
    status: state.status,
    kind: state.kind,
    sections: [...sectionsOf(state.kind)],
    language: form.language,
    languages: (general.gfLangs as string[] | undefined) ?? ["de", "en"],
    maxFileKb: Number(general.maxGuestFormFileSizeinKb ?? 256),
    submittedAt: form.submittedAt?.toISOString() ?? null,
    reviewedAt: form.reviewedAt?.toISOString() ?? null,
    version: form.version,
    booking: {
      id: booking.id,
      label: bookingLabel(booking),
      dateFrom: isoDate(booking.dateFrom),
      dateTo: isoDate(booking.dateTo),
      place: booking.vessel?.name ?? booking.resort?.name ?? null,
      tour: booking.tour?.name ?? null,
    },
    guests: state.guests,
  };
}
