// The rules every schedule write keeps: a departure sails on an active vessel, two departures of
// one vessel never overlap (stays are half-open: the disembarkation day may be the next
// embarkation day), and a departure that bookings hold keeps its dates, tour, sold cabins and beds
// and is not cancelled under them.
// Writes take the vessel row's lock first, so two concurrent writes cannot both pass the check.
import type { Principal } from "../../auth/principal";
import { audit } from "../../core/audit";
import { Prisma, type Tx } from "../../core/db";
import { isoDate } from "../../core/dates";
import { AppError } from "../../core/errors";
import { bookingLabel, bookingNumberSelect, holdingBookings } from "../booking/states";

/** The one audit row of departures written as a series (planned or copied): by whom, by which rule, how many. */
export const auditSeries = (
  tx: Tx,
  actor: Principal,
  action: "schedule.planned" | "schedule.copied",
  data: Prisma.InputJsonObject,
) => audit(tx, { userId: actor.user?.id ?? null, action, entity: "schedule", data });

export type ScheduleSpan = { from: Date; to: Date };
export type Overlap = { id: number; tour: string; from: string; to: string };

/** Locks the vessel row for the rest of the transaction and returns it (404 when missing). */
export async function lockVessel(tx: Tx, vesselId: number) {
  const rows = await tx.$queryRaw<{ id: number; name: string; isActive: boolean }[]>(
    Prisma.sql`SELECT id, name, "isActive" FROM "Vessel" WHERE id = ${vesselId} FOR UPDATE`,
  );
  if (!rows[0]) throw new AppError("NOT_FOUND");
  return rows[0];
}

export function assertActiveVessel(vessel: { name: string; isActive: boolean }) {
  if (!vessel.isActive) throw new AppError("CONFLICT", "errors.VESSEL_INACTIVE", { values: { vessel: vessel.name } });
}

/** The vessel's departures (not cancelled, not `exceptIds`) that overlap [from, to). */
export async function overlapping(tx: Tx, vesselId: number, span: ScheduleSpan, exceptIds: number[] = []) {
  const rows = await tx.schedule.findMany({
    where: {
      vesselId,
      status: { not: "cancelled" },
      id: { notIn: exceptIds },
      from: { lt: span.to },
      to: { gt: span.from },
    },
    orderBy: { from: "asc" },
    select: { id: true, from: true, to: true, tour: { select: { name: true } } },
  });
  return rows.map((r): Overlap => ({ id: r.id, tour: r.tour.name, from: isoDate(r.from), to: isoDate(r.to) }));
}

export function overlapError(overlaps: (Overlap & { with?: Overlap })[]) {
  const list = overlaps.map((o) => `${o.tour} ${o.from} – ${o.to}`);
  return new AppError("CONFLICT", "errors.SCHEDULE_OVERLAP", {
    values: { schedules: [...new Set(list)].join(", ") },
    details: { overlaps },
  });
}

/** A new departure (copied or planned) and the departure it would overlap (id null: another new one). */
export type Clash = { tour: string; from: string; to: string; with: { id: number | null } & Omit<Overlap, "id"> };

/**
 * 409 naming each new departure that would overlap: a departure that exists already (the season
 * copied before) is named once, not "X / X"; a long list names the first few and how many more
 * (details list them all).
 */
export function clashError(clashes: Clash[]) {
  const named = [
    ...new Set(
      clashes.map((c) =>
        c.tour === c.with.tour && c.from === c.with.from && c.to === c.with.to
          ? `${c.tour} ${c.from} – ${c.to}`
          : `${c.tour} ${c.from} – ${c.to} / ${c.with.tour} ${c.with.from} – ${c.with.to}`,
      ),
    ),
  ];
  const SHOWN = 5;
  return new AppError("CONFLICT", "errors.SCHEDULE_OVERLAP", {
    values: {
      schedules: named.slice(0, SHOWN).join(", ") + (named.length > SHOWN ? ` (+${named.length - SHOWN})` : ""),
    },
    details: { overlaps: clashes },
  });
}

/** Booking numbers of the bookings that hold cabins on the departure. */
export async function bookingsOn(tx: Tx, scheduleId: number, roomIds?: number[]) {
  const rows = await tx.booking.findMany({
    where: {
      scheduleId,
      ...holdingBookings,
      ...(roomIds ? { rooms: { some: { roomId: { in: roomIds }, active: true } } } : {}),
    },
    orderBy: { bookingNo: "asc" },
    select: bookingNumberSelect,
  });
  return rows.map(bookingLabel);
}

/**
 * Booking numbers of the bookings that hold any of `bedIds` on the departure: the bed itself, or
 * its whole cabin (a cabin booked whole holds every bed in it).
 */
export async function bookingsOnBeds(tx: Tx, scheduleId: number, bedIds: number[]) {
  const rows = await tx.booking.findMany({
    where: {
      scheduleId,
      ...holdingBookings,
      rooms: {
        some: {
          active: true,
          OR: [
            { beds: { some: { bedId: { in: bedIds }, active: true } } },
            { exclusive: true, room: { beds: { some: { id: { in: bedIds } } } } },
          ],
        },
      },
    },
    orderBy: { bookingNo: "asc" },
    select: bookingNumberSelect,
  });
  return rows.map(bookingLabel);
}

export function heldError(key: string, bookingNos: string[]) {
  return new AppError("CONFLICT", key, {
    values: { bookings: bookingNos.join(", ") },
    details: { bookings: bookingNos },
  });
}
