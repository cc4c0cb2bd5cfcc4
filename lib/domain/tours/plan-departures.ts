// POST /api/schedules/series: a year of departures in one step. The first departure date, a
// repeat (every N days or weeks) and an end date give the series; each departure lasts the tour's
// nights (or as long as the first one, when its last day is given). One transaction: each
// departure is created as a single create creates it (the same checks, ports and audit row), and
// any overlap with a departure of the same vessel refuses the whole series with 409 naming each
// clash, so nothing is half made.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { addCalendarDays, calendarDate, nightsBetween } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { AppError } from "../../core/errors";
import { messageKey } from "../../i18n/message-key";
import { accessFor, createResource } from "../../resources/engine";
import { calendarDateField } from "../../validation/validators";
import { count } from "../inventory/fields";
import {
  DEPARTURE_FIELDS,
  MAX_SERIES_DEPARTURES,
  MAX_SERIES_EVERY,
  SERIES_UNITS,
  seriesCount,
  seriesDates,
  seriesStep,
} from "./departure-series";
import { scheduleCreate, scheduleResource } from "./resources";
import { assertActiveVessel, auditSeries, clashError, lockVessel, overlapping, type Clash } from "./schedule-rules";

const isDate = (v: unknown): v is string => {
  if (typeof v !== "string") return false;
  try {
    calendarDate(v);
    return true;
  } catch {
    return false;
  }
};

export const departureSeriesSchema = scheduleCreate
  .pick(DEPARTURE_FIELDS)
  .extend({
    every: count(1, MAX_SERIES_EVERY),
    unit: z.enum(SERIES_UNITS),
    until: calendarDateField(),
  })
  .superRefine((v, ctx) => {
    // the object's checks run beside the fields' own: compare only dates that are dates
    if (!isDate(v.from)) return;
    if (v.to && isDate(v.to) && !(v.to > v.from))
      ctx.addIssue({ code: "custom", path: ["to"], message: "validation.dateOrder" });
    if (!isDate(v.until)) return;
    if (v.until < v.from) ctx.addIssue({ code: "custom", path: ["until"], message: "validation.seriesUntil" });
    else if (Number.isInteger(v.every) && v.every >= 1 && SERIES_UNITS.includes(v.unit)) {
      const n = seriesCount(v);
      if (n > MAX_SERIES_DEPARTURES)
        ctx.addIssue({
          code: "custom",
          path: ["until"],
          message: messageKey("validation.seriesTooLong", { max: MAX_SERIES_DEPARTURES, count: n }),
        });
    }
  });

export type PlanDeparturesInput = z.infer<typeof departureSeriesSchema>;

const invalid = (path: string, message: string) =>
  new AppError("VALIDATION_ERROR", undefined, { fields: [{ path, message }] });

export async function planDepartures(input: PlanDeparturesInput, actor: Principal, tx?: Tx) {
  // who may create one departure may plan a series (scopes, feature)
  const access = await accessFor(scheduleResource, actor, "create");
  return transaction(
    async (tx) => {
      const tour = await tx.tour.findUnique({
        where: { id: input.tourId },
        select: { name: true, nights: true, vesselId: true },
      });
      if (!tour) throw invalid("tourId", "validation.unknownReference");
      const nights = input.to ? nightsBetween(input.from, input.to) : tour.nights;
      const starts = seriesDates(input);
      if (starts.length > MAX_SERIES_DEPARTURES)
        throw invalid(
          "until",
          messageKey("validation.seriesTooLong", { max: MAX_SERIES_DEPARTURES, count: seriesCount(input) }),
        );
      // departures of one series that overlap each other are a repeat too short for the tour
      if (starts.length > 1 && seriesStep(input) < nights)
        throw invalid("every", messageKey("validation.seriesOverlapsItself", { nights }));
      const planned = starts.map((from) => ({ from, to: addCalendarDays(from, nights) }));
      if (input.status !== "cancelled") {
        // as a single create: the vessel's lock first, then its departures (a cancelled one blocks nothing)
        assertActiveVessel(await lockVessel(tx, tour.vesselId));
        const existing = await overlapping(tx, tour.vesselId, {
          from: calendarDate(planned[0].from),
          to: calendarDate(planned.at(-1)!.to),
        });
        const clashes: Clash[] = planned.flatMap((p) =>
          existing
            .filter((e) => p.from < e.to && e.from < p.to)
            .map((e) => ({ tour: tour.name, from: p.from, to: p.to, with: e })),
        );
        if (clashes.length) throw clashError(clashes);
      }
      const shared = Object.fromEntries(
        Object.entries({
          tourId: input.tourId,
          status: input.status,
          note: input.note,
          embarkationPortId: input.embarkationPortId,
          disembarkationPortId: input.disembarkationPortId,
        }).filter(([, v]) => v !== undefined),
      );
      const schedules: { id: number; from: string; to: string; status: string }[] = [];
      for (const p of planned) {
        const row = await createResource(scheduleResource, actor, { ...shared, from: p.from, to: p.to }, access);
        schedules.push({ id: row.id, from: row.from, to: row.to, status: row.status });
      }
      const { tourId, from, every, unit, until } = input;
      await auditSeries(tx, actor, "schedule.planned", { tourId, from, every, unit, until, count: schedules.length });
      return { created: schedules.length, schedules };
    },
    { tx },
  );
}
