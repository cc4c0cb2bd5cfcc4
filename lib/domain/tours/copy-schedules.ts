// POST /api/schedules/copy/{from}/{to}: the departures starting in [from, to] (of one vessel, or
// all) copied `addyear` years on, in one transaction; any overlap on a vessel refuses the whole
// copy with 409 naming each clash; an unknown vessel is a 404.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { transaction, type Tx } from "../../core/db";
import { notFound } from "../../core/errors";
import { assertActiveVessel, auditSeries, clashError, lockVessel } from "./schedule-rules";
import { copyClashes, planCopy } from "./schedule-copy-plan";
import { DEPARTURE_FIELDS } from "./departure-series";

export type CopySchedulesInput = {
  from: string;
  to: string;
  vesselId?: number | null;
  years: number;
  /** move by whole weeks, so each departure keeps its weekday */
  sameWeekday?: boolean;
};

export async function copySchedules(input: CopySchedulesInput, actor: Principal, tx?: Tx) {
  return transaction(
    async (tx) => {
      // an unknown vessel is a mistake to report, not a season with nothing to copy
      if (input.vesselId && !(await tx.vessel.findUnique({ where: { id: input.vesselId }, select: { id: true } })))
        throw notFound();
      const sources = await tx.schedule.findMany({
        where: {
          from: { gte: calendarDate(input.from), lte: calendarDate(input.to) },
          status: { not: "cancelled" },
          ...(input.vesselId ? { vesselId: input.vesselId } : {}),
        },
        orderBy: [{ vesselId: "asc" }, { from: "asc" }],
        select: {
          id: true,
          vesselId: true,
          ...DEPARTURE_FIELDS,
          heldBackRoomIds: true,
          heldBackBedIds: true,
          tour: { select: { name: true } },
        },
      });
      const plan = planCopy(
        sources.map((s) => ({ ...s, tour: s.tour.name, from: isoDate(s.from), to: isoDate(s.to) })),
        input.years,
        { sameWeekday: input.sameWeekday },
      );
      // one vessel at a time, in id order (no deadlock between two copies)
      const vesselIds = [...new Set(plan.map((p) => p.vesselId))].sort((a, b) => a - b);
      for (const v of vesselIds) assertActiveVessel(await lockVessel(tx, v));
      const span = plan.length
        ? {
            from: plan.map((p) => p.from).sort()[0],
            to: plan
              .map((p) => p.to)
              .sort()
              .at(-1)!,
          }
        : null;
      const existing = span
        ? await tx.schedule.findMany({
            where: {
              vesselId: { in: vesselIds },
              status: { not: "cancelled" },
              from: { lt: calendarDate(span.to) },
              to: { gt: calendarDate(span.from) },
            },
            select: { id: true, vesselId: true, from: true, to: true, tour: { select: { name: true } } },
          })
        : [];
      const clashes = copyClashes(
        plan,
        existing.map((e) => ({ ...e, tour: e.tour.name, from: isoDate(e.from), to: isoDate(e.to) })),
      );
      if (clashes.length) throw clashError(clashes);
      const byId = new Map(sources.map((s) => [s.id, s]));
      const created = [];
      for (const p of plan) {
        const s = byId.get(p.sourceId)!;
        const row = await tx.schedule.create({
          data: {
            tourId: s.tourId,
            vesselId: s.vesselId,
            from: calendarDate(p.from),
            to: calendarDate(p.to),
            status: s.status,
            note: s.note,
            embarkationPortId: s.embarkationPortId,
            disembarkationPortId: s.disembarkationPortId,
            heldBackRoomIds: s.heldBackRoomIds,
            heldBackBedIds: s.heldBackBedIds,
          },
          select: { id: true, tourId: true, vesselId: true, from: true, to: true, status: true },
        });
        created.push({ ...row, from: isoDate(row.from), to: isoDate(row.to), copiedFrom: s.id });
      }
      const { from, to, years } = input;
      await auditSeries(tx, actor, "schedule.copied", {
        from,
        to,
        vesselId: input.vesselId ?? null,
        years,
        count: created.length,
      });
      return { copied: created.length, schedules: created };
    },
    { tx },
  );
}
