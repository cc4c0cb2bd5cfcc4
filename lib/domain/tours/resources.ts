// Tours (itineraries of a vessel, /api/tours) and schedules (their departures, /api/schedules).
// A schedule's create takes {tourId, from, to, status}: the vessel comes from the tour.
import { z } from "zod";
import { addCalendarDays, calendarDate, isoDate } from "../../core/dates";
import { Prisma } from "../../core/db";
import { AppError } from "../../core/errors";
import { assetCode, color, i18nText, ids, name, optional, sortOrder } from "../../resources/fields";
import { defineScreen } from "../../resources/screen";
import { ID_COLUMN, SHOWCASE_FIELDS } from "../../resources/screen-parts";
import { defineResource } from "../../resources/types";
import { OVERLAP_FILTERS, csvColumns } from "../../resources/list-parts";
import { messageKey } from "../../i18n/message-key";
import { calendarDateField, MAX_YEAR, MIN_YEAR, text } from "../../validation/validators";
import { count, id, optionalId } from "../inventory/fields";
import { diveRequirementsSchema } from "./dive-requirements";
import {
  assertActiveVessel,
  bookingsOn,
  bookingsOnBeds,
  heldError,
  lockVessel,
  overlapError,
  overlapping,
} from "./schedule-rules";

export const SCHEDULE_STATUSES = ["draft", "active", "closed", "cancelled"] as const;

/** A record's dive requirements as a field: an object the schema checks, or none (null). */
export const diveRequirementsField = () => optional(diveRequirementsSchema);

/** Requirements taken away are stored as SQL NULL (Prisma's DbNull), not as JSON null. */
export function storeDiveRequirements<D extends Record<string, unknown>>(d: D): D {
  return d.diveRequirements === null ? { ...d, diveRequirements: Prisma.DbNull } : d;
}

export const tourResource = defineResource({
  name: "tours",
  model: "tour",
  features: ["vessel"],
  access: { read: ["tours.read"], create: ["tours.create"], update: ["tours.update"], delete: ["tours.update"] },
  create: z.object({
    name: name(),
    code: assetCode(),
    vesselId: id(),
    nights: count(1, 60).default(7),
    color: optional(color()),
    embarkationPortId: optionalId(),
    disembarkationPortId: optionalId(),
    description: i18nText(),
    images: ids(),
    isActive: z.boolean().default(true),
    sort: sortOrder(),
    diveRequirements: diveRequirementsField(),
  }),
  search: ["name", "code"],
  filters: { vesselId: { kind: "int" }, isActive: { kind: "bool" } },
  sort: { id: "id", name: "name", code: "code", nights: "nights", sort: "sort" },
  defaultSort: { key: "sort", order: "asc" },
  csv: csvColumns("tours.fields", ["id", "code", "name", "vesselId", "nights", "color", "isActive"]),
  references: [
    { model: "schedule", field: "tourId", label: "schedules" },
    { model: "booking", field: "tourId", label: "bookings" },
  ],
  copy: (t) => ({ name: `${t.name} (2)`, code: `${String(t.code).slice(0, 17)}-2` }),
  prepare: async (d, { existing, tx }) => {
    // a tour with departures stays on its vessel (they sail there)
    if (existing && d.vesselId !== undefined && d.vesselId !== existing.vesselId) {
      const n = await tx.schedule.count({ where: { tourId: existing.id } });
      if (n) throw new AppError("CONFLICT", "errors.TOUR_HAS_SCHEDULES", { values: { count: n } });
    }
    return storeDiveRequirements(d);
  },
});

const scheduleFields = z.object({
  tourId: id(),
  from: calendarDateField(),
  to: calendarDateField(),
  status: z.enum(SCHEDULE_STATUSES).default("active"),
  note: optional(text({ max: 2000 })),
  embarkationPortId: optionalId(),
  disembarkationPortId: optionalId(),
  heldBackRoomIds: ids(),
  heldBackBedIds: ids(),
  /** none: the tour's */
  diveRequirements: diveRequirementsField(),
});
const datesInOrder = (v: { from?: string; to?: string | null }) => !v.from || !v.to || v.to > v.from;
// a new departure without its last day lasts as long as its tour (tour.nights)
export const scheduleCreate = scheduleFields.extend({ to: optional(calendarDateField()) });

export const scheduleResource = defineResource({
  name: "schedules",
  model: "schedule",
  features: ["vessel"],
  access: {
    read: ["schedules.read", "tours.read"],
    create: ["schedules.create"],
    update: ["schedules.update"],
    delete: ["schedules.update"],
  },
  create: scheduleCreate.refine(datesInOrder, { path: ["to"], message: "validation.dateOrder" }),
  update: scheduleFields.partial().refine(datesInOrder, { path: ["to"], message: "validation.dateOrder" }),
  dateFields: ["from", "to"],
  filters: {
    tourId: { kind: "int" },
    vesselId: { kind: "int" },
    status: { kind: "enum", values: SCHEDULE_STATUSES },
    ...OVERLAP_FILTERS,
  },
  sort: { id: "id", from: "from", to: "to", status: "status", tourId: "tourId" },
  defaultSort: { key: "from", order: "asc" },
  csv: csvColumns("schedules.fields", ["id", "tourId", "vesselId", "from", "to", "status", "note"]),
  references: [{ model: "booking", field: "scheduleId", label: "bookings" }],
  // a copy is the tour's next departure, right after this one and as long
  copy: (s) => ({ from: s.to, to: new Date(s.to.getTime() + (s.to.getTime() - s.from.getTime())) }),
  prepare: async (d, { existing, tx, action }) => {
    const merged = { ...existing, ...d } as Record<string, any>;
    if (action === "create" && merged.to == null) {
      const t = await tx.tour.findUnique({ where: { id: merged.tourId }, select: { nights: true } });
      if (!t)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "tourId", message: "validation.unknownReference" }],
        });
      merged.to = d.to = calendarDate(addCalendarDays(isoDate(merged.from), t.nights));
    }
    if (!(merged.to > merged.from))
      throw new AppError("VALIDATION_ERROR", undefined, { fields: [{ path: "to", message: "validation.dateOrder" }] });
    // a copy moves the dates on past what was validated (a departure stored before the year bound)
    if (merged.to.getUTCFullYear() > MAX_YEAR)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "to", message: messageKey("validation.dateYear", { min: MIN_YEAR, max: MAX_YEAR }) }],
      });
    const tour = await tx.tour.findUnique({
      where: { id: merged.tourId },
      select: { vesselId: true, embarkationPortId: true, disembarkationPortId: true },
    });
    if (!tour)
      throw new AppError("VALIDATION_ERROR", undefined, {
        fields: [{ path: "tourId", message: "validation.unknownReference" }],
      });
    const vessel = await lockVessel(tx, tour.vesselId);
    const moved =
      !existing ||
      existing.tourId !== merged.tourId ||
      +existing.from !== +merged.from ||
      +existing.to !== +merged.to ||
      (existing.status === "cancelled" && merged.status !== "cancelled");
    if (moved && merged.status !== "cancelled") {
      assertActiveVessel(vessel);
      const clash = await overlapping(
        tx,
        tour.vesselId,
        merged as { from: Date; to: Date },
        existing ? [existing.id] : [],
      );
      if (clash.length) throw overlapError(clash);
    }
    if (existing) {
      // bookings hold the departure's dates, its vessel and its sold cabins
      if (existing.tourId !== merged.tourId || +existing.from !== +merged.from || +existing.to !== +merged.to) {
        const held = await bookingsOn(tx, existing.id);
        if (held.length) throw heldError("errors.SCHEDULE_HAS_BOOKINGS", held);
      }
      // cancelled, it would give the vessel's cabins free while the bookings still sail on it
      if (existing.status !== "cancelled" && merged.status === "cancelled") {
        const held = await bookingsOn(tx, existing.id);
        if (held.length) throw heldError("errors.SCHEDULE_CANCEL_HAS_BOOKINGS", held);
      }
      const newlyHeld = ((d.heldBackRoomIds as number[] | undefined) ?? []).filter(
        (r) => !existing.heldBackRoomIds.includes(r),
      );
      if (newlyHeld.length) {
        const held = await bookingsOn(tx, existing.id, newlyHeld);
        if (held.length) throw heldError("errors.HELD_BACK_SOLD", held);
      }
      const newlyHeldBeds = ((d.heldBackBedIds as number[] | undefined) ?? []).filter(
        (b) => !existing.heldBackBedIds.includes(b),
      );
      if (newlyHeldBeds.length) {
        const held = await bookingsOnBeds(tx, existing.id, newlyHeldBeds);
        if (held.length) throw heldError("errors.HELD_BACK_BEDS_SOLD", held);
      }
    }
    const heldRooms = (merged.heldBackRoomIds ?? []) as number[];
    if (heldRooms.length) {
      const own = await tx.room.count({ where: { id: { in: heldRooms }, vesselId: tour.vesselId } });
      if (own !== new Set(heldRooms).size)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "heldBackRoomIds", message: "validation.roomOfOtherVessel" }],
        });
    }
    // unknown beds, resort beds and beds of another vessel would be counted as held back
    const heldBeds = (merged.heldBackBedIds ?? []) as number[];
    if (heldBeds.length) {
      const own = await tx.bed.count({ where: { id: { in: heldBeds }, room: { vesselId: tour.vesselId } } });
      if (own !== new Set(heldBeds).size)
        throw new AppError("VALIDATION_ERROR", undefined, {
          fields: [{ path: "heldBackBedIds", message: "validation.bedOfOtherVessel" }],
        });
    }
    return {
      ...storeDiveRequirements(d),
      vesselId: tour.vesselId,
      ...(action !== "update"
        ? {
            embarkationPortId: merged.embarkationPortId ?? tour.embarkationPortId,
            disembarkationPortId: merged.disembarkationPortId ?? tour.disembarkationPortId,
          }
        : {}),
    };
  },
});

export const TOUR_RESOURCES = [tourResource, scheduleResource];

export const tourScreen = defineScreen(tourResource, {
  labels: "tours.fields",
  columns: [
    { key: "name", sort: "name" },
    { key: "code", sort: "code" },
    { key: "vesselId", type: "enum", options: { rows: "vessel" } },
    { key: "nights", sort: "nights", type: "number" },
    { key: "color", type: "color" },
    { key: "isActive", type: "bool" },
    ID_COLUMN,
  ],
  filters: [
    { key: "vesselId", type: "select", options: { rows: "vessel" } },
    { key: "isActive", type: "bool" },
  ],
  fields: [
    { name: "name" },
    { name: "code" },
    { name: "vesselId", type: "select", options: { rows: "vessel" } },
    { name: "nights", type: "number" },
    { name: "color", type: "color" },
    { name: "embarkationPortId", type: "select", options: { rows: "port" } },
    { name: "disembarkationPortId", type: "select", options: { rows: "port" } },
    { name: "diveRequirements", type: "diveRequirements", hint: "tours.hints.diveRequirements" },
    ...SHOWCASE_FIELDS,
  ],
});

export const scheduleScreen = defineScreen(scheduleResource, {
  labels: "schedules.fields",
  columns: [
    { key: "from", sort: "from", type: "date" },
    { key: "to", sort: "to", type: "date" },
    { key: "tourId", sort: "tourId", type: "enum", options: { rows: "tour" } },
    { key: "vesselId", type: "enum", options: { rows: "vessel" } },
    { key: "status", sort: "status", type: "enum", options: { enum: SCHEDULE_STATUSES, labels: "schedules.statuses" } },
    { key: "note", hidden: true },
    ID_COLUMN,
  ],
  filters: [
    { key: "tourId", type: "select", options: { rows: "tour" } },
    { key: "vesselId", type: "select", options: { rows: "vessel" } },
    { key: "status", type: "select", options: { enum: SCHEDULE_STATUSES, labels: "schedules.statuses" } },
    { key: "from", type: "date" },
    { key: "to", type: "date" },
  ],
  fields: [
    { name: "tourId", type: "select", options: { rows: "tour" } },
    { name: "status", type: "select", options: { enum: SCHEDULE_STATUSES, labels: "schedules.statuses" } },
    { name: "from", type: "date", initial: "today" },
    { name: "to", type: "date", hint: "schedules.hints.to" },
    { name: "embarkationPortId", type: "select", options: { rows: "port" } },
    { name: "disembarkationPortId", type: "select", options: { rows: "port" } },
    { name: "note", type: "textarea" },
    { name: "diveRequirements", type: "diveRequirements", hint: "schedules.hints.diveRequirements" },
  ],
});
