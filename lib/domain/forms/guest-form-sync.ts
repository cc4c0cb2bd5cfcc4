// A booking's guest forms follow its guests: they are worked out from the booking whenever they are
// read (docs/decisions.md, "Guest forms follow the booking's guests when read"). A guest without a
// form gets one, the form of a guest who left the booking is retired (kept with its answers, shown
// nowhere, back when the guest comes back); with MULTI_GF = "1" the booking has one form for all
// its guests instead. A called-off booking keeps no forms. The booking context never hears of forms.
import { randomBytes } from "node:crypto";
import { Prisma, type Tx } from "../../core/db";
import { CALLED_OFF_STATES, bookingNumberSelect } from "../booking/states";
import { readGroup } from "../settings/group-settings";
import type { GuestFormKind } from "./guest-form-sections";

/** 48 random bytes as base64url: 64 characters (the spec's valid token is longer than 50). */
export const newGuestFormToken = () => randomBytes(48).toString("base64url");

/** A form's head: its booking, its guest (none: one form for all), its link and status. */
export const guestFormHeadSelect = {
  id: true,
  bookingId: true,
  customerId: true,
  multi: true,
  token: true,
  status: true,
} satisfies Prisma.GuestFormSelect;

/** The booking a form belongs to as the form pages name it: number, dates and where. */
export const guestFormBookingSelect = {
  ...bookingNumberSelect,
  dateFrom: true,
  dateTo: true,
  resort: { select: { name: true } },
  vessel: { select: { name: true } },
} satisfies Prisma.BookingSelect;

export const guestFormSelect = {
  ...guestFormHeadSelect,
  answers: true,
  missing: true,
  language: true,
  submittedAt: true,
  reviewedAt: true,
  version: true,
  updatedAt: true,
} satisfies Prisma.GuestFormSelect;
export type GuestFormRow = Prisma.GuestFormGetPayload<{ select: typeof guestFormSelect }>;

/** The booking's guests in their order (main guest first), or its customer when it has no guest list. */
export async function bookingGuestIds(tx: Tx, bookingId: number): Promise<number[]> {
  const b = await tx.booking.findUnique({
    where: { id: bookingId },
    select: {
      customerId: true,
      guests: { select: { customerId: true }, orderBy: [{ isMain: "desc" }, { sort: "asc" }, { id: "asc" }] },
    },
  });
  if (!b) return [];
  const ids = [...new Set(b.guests.map((g) => g.customerId))];
  return ids.length ? ids : b.customerId ? [b.customerId] : [];
}

/** A vessel booking is a dive trip: its forms ask for the diver's data. */
export const formKindOf = (b: { type: string }): GuestFormKind => (b.type === "vessel" ? "dive" : "stay");

export const multiGuestForms = async () => (await readGroup("general")).MULTI_GF === "1";

/**
 * Brings the booking's forms in step with its guests and answers the active ones (main guest
 * first). Serialised per booking (an advisory lock), so two parallel readers create one form each.
 */
export async function syncGuestForms(tx: Tx, bookingId: number): Promise<GuestFormRow[]> {
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtext(${`guestform:${bookingId}`}::text))`);
  const booking = await tx.booking.findUnique({
    where: { id: bookingId },
    select: { state: true, language: true, customerId: true },
  });
  if (!booking) return [];
  const multi = await multiGuestForms();
  const guests = CALLED_OFF_STATES.includes(booking.state) ? [] : await bookingGuestIds(tx, bookingId);
  const wanted: { customerId: number | null; multi: boolean }[] = multi
    ? guests.length
      ? [{ customerId: booking.customerId ?? guests[0], multi: true }]
      : []
    : guests.map((customerId) => ({ customerId, multi: false }));
  const all = await tx.guestForm.findMany({
    where: { bookingId },
    select: { ...guestFormSelect, retiredAt: true },
    orderBy: { id: "asc" },
  });
  const matches = (f: { customerId: number | null; multi: boolean }, w: (typeof wanted)[number]) =>
    f.multi === w.multi && (w.multi || f.customerId === w.customerId);
  const now = new Date();
  const keep = new Set<number>();
  for (const w of wanted) {
    const found =
      all.find((f) => !keep.has(f.id) && matches(f, w) && !f.retiredAt) ??
      all.find((f) => !keep.has(f.id) && matches(f, w));
    if (found) {
      keep.add(found.id);
      if (found.retiredAt) await tx.guestForm.update({ where: { id: found.id }, data: { retiredAt: null } });
      continue;
    }
    const created = await tx.guestForm.create({
      data: {
        bookingId,
        customerId: w.customerId,
        multi: w.multi,
        token: newGuestFormToken(),
        language: booking.language,
      },
      select: { id: true },
    });
    keep.add(created.id);
  }
  const retire = all.filter((f) => !keep.has(f.id) && !f.retiredAt).map((f) => f.id);
  if (retire.length) await tx.guestForm.updateMany({ where: { id: { in: retire } }, data: { retiredAt: now } });
  const active = await tx.guestForm.findMany({ where: { id: { in: [...keep] } }, select: guestFormSelect });
  const order = wanted.map((w) => active.find((f) => matches(f, w))!).filter(Boolean);
  return order;
}
