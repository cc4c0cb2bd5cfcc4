// What the booking wizard (and /booking/tour, the rebook and move pickers) may offer a caller:
// resorts, vessels, the departures that can be booked (active, not yet over) and the agencies the
// caller may book for: staff all, an agency user only their own, anyone else none.
import type { Principal } from "../../auth/principal";
import { calendarDate, isoDate } from "../../core/dates";
import { db, type Tx } from "../../core/db";
import { operatorToday } from "../../core/operator";
import { bookingScope } from "./access";

export async function wizardChoices(actor: Principal, tx: Tx = db()) {
  const today = await operatorToday(null, tx);
  // an unknown caller gets no agency rather than an error: the page guard has already let them in
  const scope = await bookingScope(actor, "read").catch(() => null);
  const agencyWhere =
    scope?.kind === "all" ? {} : scope?.kind === "agency" ? { id: scope.agencyId } : { id: { in: [] as number[] } };
  // one after the other: a transaction is one connection
  // an inactive resort or vessel is out of service: nothing of it is offered
  const resorts = await tx.resort.findMany({
    where: { isActive: true },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
  const vessels = await tx.vessel.findMany({
    where: { isActive: true },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
  // only a departure on sale (a draft, cancelled or closed one refuses bookings: SCHEDULE_NOT_BOOKABLE)
  const schedules = await tx.schedule.findMany({
    where: { to: { gte: calendarDate(today) }, status: "active", vessel: { isActive: true } },
    orderBy: { from: "asc" },
    take: 300,
    select: { id: true, vesselId: true, from: true, to: true, tour: { select: { name: true } } },
  });
  const agencies = await tx.agency.findMany({
    where: agencyWhere,
    orderBy: { name: "asc" },
    select: { id: true, name: true },
    take: 500,
  });
  return {
    today,
    resorts,
    vessels,
    schedules: schedules.map((s) => ({
      id: s.id,
      vesselId: s.vesselId,
      from: isoDate(s.from),
      to: isoDate(s.to),
      tour: s.tour.name,
    })),
    agencies,
  };
}

export type WizardChoices = Awaited<ReturnType<typeof wizardChoices>>;
