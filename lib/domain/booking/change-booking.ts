// Changes to a booking's own fields: change (several at once), language, agency, currency, terms
// of payment, the main customer, the order of its rooms and its references. Each is one
// transaction with the booking locked and a history version.
import { randomUUID } from "node:crypto";
import type { Principal } from "../../auth/principal";
import { startOfDayIn } from "../../core/dates";
import type { Prisma, Tx } from "../../core/db";
import { invalidField, notFound } from "../../core/errors";
import { assertBookingCurrencies } from "./booking-currency";
import { editBooking, type EditInput, type LockedBooking } from "./lock-booking";
import type { ChangeBookingInput } from "./schemas";

/** An option's end as an instant (a last day: through that day where the property is). */
async function optionEnd(tx: Tx, b: LockedBooking, value: string): Promise<Date> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const zone =
    (b.resortId
      ? (await tx.resort.findUnique({ where: { id: b.resortId }, select: { timezone: true } }))?.timezone
      : null) ??
    (b.vesselId
      ? (await tx.vessel.findUnique({ where: { id: b.vesselId }, select: { timezone: true } }))?.timezone
      : null) ??
    "UTC";
  return new Date(startOfDayIn(value, zone).getTime() + 86_400_000 - 1);
}

/** POST {id}/change: the fields named in the body. */
export function changeBooking(input: EditInput & { fields: ChangeBookingInput }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "change",
    async (tx, b, scope) => {
      const { version: _v, optionUntil, expenses, commission, tax, ...rest } = input.fields;
      // an agency does not reassign the booking's owner
      if (scope.kind !== "all") delete rest.userId;
      await assertBookingCurrencies(tx, [rest.currency]);
      const data: Prisma.BookingUncheckedUpdateInput = { ...rest };
      if (expenses !== undefined) data.expenses = expenses;
      if (commission !== undefined) data.commission = (commission ?? undefined) as Prisma.InputJsonValue | undefined;
      if (tax !== undefined) data.tax = (tax ?? undefined) as Prisma.InputJsonValue | undefined;
      if (optionUntil !== undefined) {
        if (optionUntil === null) data.optionUntil = null;
        else {
          if (b.state !== "planned") throw invalidField("optionUntil", "validation.optionOnlyPlanned");
          const end = await optionEnd(tx, b, optionUntil);
          if (end <= new Date()) throw invalidField("optionUntil", "validation.optionInPast");
          data.optionUntil = end;
        }
      }
      await tx.booking.update({ where: { id: b.id }, data });
    },
    { tx },
  );
}

/** A single-field change (language/{language}, currency/{currency}, changeTerms/{terms}, agency/{agencyId}). */
export function setBookingField(
  input: EditInput & {
    field: "language" | "currency" | "termsOfPaymentId" | "agencyId";
    value: string | number | null;
  },
  actor: Principal,
  tx?: Tx,
) {
  const action = { language: "language", currency: "currency", termsOfPaymentId: "changeTerms", agencyId: "agency" }[
    input.field
  ];
  return editBooking(
    input,
    actor,
    action,
    async (tx, b) => {
      if (input.field === "currency") await assertBookingCurrencies(tx, [String(input.value)]);
      // the agency and the terms are named by the path ({agencyId}, {terms}): one that does not exist is not found
      const id = input.value === null ? null : Number(input.value);
      const named =
        id === null
          ? undefined
          : input.field === "agencyId"
            ? tx.agency.findUnique({ where: { id }, select: { id: true } })
            : input.field === "termsOfPaymentId"
              ? tx.termsOfPayment.findUnique({ where: { id }, select: { id: true } })
              : undefined;
      if (named && !(await named)) throw notFound();
      await tx.booking.update({ where: { id: b.id }, data: { [input.field]: input.value } });
    },
    { tx },
  );
}

/** POST {id}/changeCustomer: another main customer (an agency: one of its own). */
export function changeBookingCustomer(input: EditInput & { customerId: number }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "changeCustomer",
    async (tx, b, scope) => {
      const c = await tx.customer.findUnique({ where: { id: input.customerId }, select: { agencyId: true } });
      if (!c) throw invalidField("customerId", "validation.unknownReference");
      if (scope.kind === "agency" && c.agencyId !== scope.agencyId)
        throw invalidField("customerId", "validation.notYourCustomer");
      await tx.booking.update({ where: { id: b.id }, data: { customerId: input.customerId } });
      await tx.bookingGuest.updateMany({ where: { bookingId: b.id }, data: { isMain: false } });
      await tx.bookingGuest.updateMany({
        where: { bookingId: b.id, customerId: input.customerId },
        data: { isMain: true },
      });
    },
    { tx },
  );
}

/** POST {id}/sort: the booking's rooms in the given order (their sort, 10, 20 ...). */
export function sortBookingRooms(input: EditInput & { rooms: number[] }, actor: Principal, tx?: Tx) {
  return editBooking(
    input,
    actor,
    "sort",
    async (tx, b) => {
      const own = await tx.bookingRoom.findMany({ where: { bookingId: b.id }, select: { id: true } });
      const ids = new Set(own.map((r) => r.id));
      const bad = input.rooms.findIndex((r) => !ids.has(r));
      if (bad >= 0) throw invalidField(`rooms.${bad}`, "validation.unknownReference");
      for (const [i, id] of input.rooms.entries())
        await tx.bookingRoom.update({ where: { id }, data: { sort: (i + 1) * 10 } });
    },
    { tx, open: false },
  );
}

export type BookingReference = { id: string; type: string | null; value: string; createdAt: string };

/** The booking's stored references (a JSON list; none when it holds anything else). */
export const referencesOf = (raw: unknown): BookingReference[] =>
  Array.isArray(raw) ? (raw as BookingReference[]) : [];

/** A change of the booking's references: `change` answers the new list (or throws). */
function editReferences(
  input: EditInput,
  actor: Principal,
  tx: Tx | undefined,
  change: (refs: BookingReference[]) => BookingReference[],
) {
  return editBooking(
    input,
    actor,
    "ref",
    async (tx, b) => {
      const row = await tx.booking.findUniqueOrThrow({ where: { id: b.id }, select: { references: true } });
      await tx.booking.update({ where: { id: b.id }, data: { references: change(referencesOf(row.references)) } });
    },
    { tx, open: false },
  );
}

/** POST {id}/ref: a reference (the agency's or an external system's booking number, a voucher ...). */
export function addBookingReference(
  input: EditInput & { type?: string | null; value: string },
  actor: Principal,
  tx?: Tx,
) {
  return editReferences(input, actor, tx, (refs) => [
    ...refs,
    { id: randomUUID().slice(0, 8), type: input.type ?? null, value: input.value, createdAt: new Date().toISOString() },
  ]);
}

/** DELETE {booking}/ref/{ref}: removes a reference by its id (or its value). */
export function removeBookingReference(input: EditInput & { ref: string }, actor: Principal, tx?: Tx) {
  return editReferences(input, actor, tx, (refs) => {
    const keep = refs.filter((r) => r.id !== input.ref && r.value !== input.ref);
    if (keep.length === refs.length) throw notFound();
    return keep;
  });
}
