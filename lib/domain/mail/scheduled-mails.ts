// The mail scheduler's reads (feature mailScheduler): the bookings a rule speaks of with the facts
// its evaluation needs (schedule-rules.ts), what is planned for the coming days (computed, not
// stored: GET /api/mailschedule/scheduled?state=planned) and what was sent or skipped (the
// ScheduledMail rows, state=done). A planned mail is named "<rule>-<booking>" (what a skip names).
import { z } from "zod";
import { addCalendarDays, isoDate, todayIn } from "../../core/dates";
import { db, type BookingState, type Prisma, type SalesChannel, type Tx } from "../../core/db";
import { operatorTimeZone } from "../../core/operator";
import { nonNegativeInt } from "../../validation/validators";
import { wirePage } from "../../validation/wire";
import { bookingLabel, bookingNumberSelect, HOLD_REFERENCE, TRIP_STATES } from "../booking/states";
import {
  CATCH_UP_DAYS,
  anchorRange,
  evaluateRule,
  plannedWithin,
  type BookedBy,
  type BookingFacts,
  type ScheduleAnchor,
  type ScheduleRecipient,
  type ScheduleRule,
} from "./schedule-rules";

export type StoredRule = ScheduleRule & {
  id: number;
  name: string;
  templateId: number;
  recipient: ScheduleRecipient;
};

/** A rule row as the evaluation takes it. */
export function ruleOf(r: {
  id: number;
  name: string;
  templateId: number;
  active: boolean;
  anchor: string;
  offsetDays: number;
  resortIds: number[];
  vesselIds: number[];
  states: BookingState[];
  openGuestForm: boolean;
  bookedBy: string;
  channels: SalesChannel[];
  recipient: string;
}): StoredRule {
  return {
    ...r,
    anchor: r.anchor as ScheduleAnchor,
    bookedBy: r.bookedBy as BookedBy,
    recipient: r.recipient as ScheduleRecipient,
  };
}

const ANCHOR_FIELD: Record<ScheduleAnchor, "dateFrom" | "dateTo" | "bookingDate" | "optionUntil"> = {
  arrival: "dateFrom",
  departure: "dateTo",
  booked: "bookingDate",
  optionExpiry: "optionUntil",
};

const factsSelect = {
  ...bookingNumberSelect,
  state: true,
  resortId: true,
  vesselId: true,
  agencyId: true,
  channel: true,
  dateFrom: true,
  dateTo: true,
  bookingDate: true,
  optionUntil: true,
  customer: { select: { fullName: true } },
  resort: { select: { timezone: true } },
  vessel: { select: { timezone: true } },
  guestForms: { where: { retiredAt: null }, select: { status: true } },
} satisfies Prisma.BookingSelect;

type FactsRow = Prisma.BookingGetPayload<{ select: typeof factsSelect }>;

export type Candidate = { facts: BookingFacts; bookingId: number; bookingNo: string; customer: string | null };

function candidateOf(b: FactsRow, operatorZone: string): Candidate {
  return {
    bookingId: b.id,
    bookingNo: bookingLabel(b),
    customer: b.customer?.fullName ?? null,
    facts: {
      state: b.state,
      resortId: b.resortId,
      vesselId: b.vesselId,
      agencyId: b.agencyId,
      channel: b.channel,
      dateFrom: isoDate(b.dateFrom),
      dateTo: isoDate(b.dateTo),
      bookingDate: b.bookingDate,
      optionUntil: b.optionUntil,
      // no form yet (none read or sent) is one still to be filled
      openGuestForm: !b.guestForms.length || b.guestForms.some((f) => f.status === "missing" || f.status === "started"),
      timeZone: b.resort?.timezone || b.vessel?.timezone || operatorZone,
    },
  };
}

/** The database's part of a rule's conditions (the evaluation checks them all again). */
function ruleWhere(rule: ScheduleRule): Prisma.BookingWhereInput[] {
  const and: Prisma.BookingWhereInput[] = [
    { state: { in: [...(rule.states.length ? rule.states : TRIP_STATES)] } },
    // an online hold of the booking pages is nobody's booking yet
    { OR: [{ systemReference: null }, { NOT: { systemReference: { startsWith: `${HOLD_REFERENCE}:` } } }] },
  ];
  if (rule.resortIds.length || rule.vesselIds.length)
    and.push({ OR: [{ resortId: { in: [...rule.resortIds] } }, { vesselId: { in: [...rule.vesselIds] } }] });
  if (rule.bookedBy === "agency") and.push({ agencyId: { not: null } });
  if (rule.bookedBy === "direct") and.push({ agencyId: null });
  if (rule.channels.length) and.push({ channel: { in: rule.channels as SalesChannel[] } });
  return and;
}

/**
 * Bookings of `rule` whose mail may be due between `from` and `to` (the operator's calendar days;
 * a day wider each side for the properties' zones), without a ScheduledMail row for the rule yet.
 */
export async function candidatesOf(
  tx: Tx,
  rule: StoredRule,
  from: string,
  to: string,
  o: { take?: number; afterId?: number } = {},
): Promise<Candidate[]> {
  const rows = await tx.booking.findMany({
    where: {
      AND: [...ruleWhere(rule), { [ANCHOR_FIELD[rule.anchor]]: anchorRange(rule.offsetDays, from, to) }],
      ...(o.afterId ? { id: { gt: o.afterId } } : {}),
    },
    select: factsSelect,
    orderBy: { id: "asc" },
    take: o.take ?? 500,
  });
  if (!rows.length) return [];
  const done = await tx.scheduledMail.findMany({
    where: { ruleId: rule.id, bookingId: { in: rows.map((r) => r.id) } },
    select: { bookingId: true },
  });
  const has = new Set(done.map((d) => d.bookingId));
  const zone = await operatorTimeZone(tx);
  return rows.map((r) => candidateOf(r, zone)).filter((c) => !has.has(c.bookingId));
}

/** One booking's facts (null when it is not there). */
export async function candidateById(tx: Tx, bookingId: number): Promise<Candidate | null> {
  const b = await tx.booking.findUnique({ where: { id: bookingId }, select: factsSelect });
  return b ? candidateOf(b, await operatorTimeZone(tx)) : null;
}

/** A rule's bookings whose mail is due at `now` (not sent nor skipped yet), in batches of `take`. */
export async function dueOf(tx: Tx, rule: StoredRule, now: Date, take = 200, afterId?: number) {
  const today = await operatorTodayAt(tx, now);
  const batch = await candidatesOf(tx, rule, addCalendarDays(today, -CATCH_UP_DAYS), today, { take, afterId });
  return {
    due: batch.flatMap((c) => {
      const e = evaluateRule(rule, c.facts, now);
      return e.due && e.dueDate ? [{ ...c, dueDate: e.dueDate }] : [];
    }),
    lastId: batch.length === take ? batch[batch.length - 1].bookingId : undefined,
  };
}

async function operatorTodayAt(tx: Tx, now: Date) {
  return todayIn(await operatorTimeZone(tx), now);
}

export const SCHEDULE_KEY = /^(\d{1,9})-(\d{1,9})$/;

export const scheduledQuery = z.object({
  /** planned: the coming days' mails (computed); done: what was sent or skipped */
  state: z.enum(["planned", "done"], { error: "validation.choice" }).default("planned"),
  days: nonNegativeInt({ max: 90 }).default(14),
  ruleId: z.coerce.number().int().positive().optional(),
  bookingId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type ScheduledQuery = z.infer<typeof scheduledQuery>;

export const scheduledRow = z.object({
  /** "<rule>-<booking>" for a planned mail (what DELETE scheduled/{id} takes), the row's id when done */
  id: z.string(),
  ruleId: z.number().int(),
  ruleName: z.string(),
  templateId: z.number().int(),
  recipient: z.string(),
  bookingId: z.number().int(),
  bookingNo: z.string(),
  customer: z.string().nullable(),
  dueDate: z.string(),
  /** planned | sent | skipped | noRecipient */
  status: z.string(),
  to: z.array(z.string()),
  at: z.string().nullable(),
});
export type ScheduledRow = z.infer<typeof scheduledRow>;

export const scheduledAnswer = wirePage(scheduledRow);

/** The most bookings a rule plans for in one list (the list is computed each time). */
const PLAN_LIMIT = 2000;

async function planned(q: ScheduledQuery, now: Date, tx: Tx): Promise<ScheduledRow[]> {
  const rules = await tx.mailScheduleRule.findMany({
    where: { active: true, ...(q.ruleId ? { id: q.ruleId } : {}) },
    orderBy: { id: "asc" },
  });
  const today = await operatorTodayAt(tx, now);
  const rows: ScheduledRow[] = [];
  for (const r of rules.map(ruleOf)) {
    const cands = await candidatesOf(tx, r, addCalendarDays(today, -CATCH_UP_DAYS), addCalendarDays(today, q.days), {
      take: PLAN_LIMIT,
    });
    for (const c of cands) {
      if (q.bookingId && c.bookingId !== q.bookingId) continue;
      const e = plannedWithin(r, c.facts, now, q.days);
      if (!e.due || !e.dueDate) continue;
      rows.push({
        id: `${r.id}-${c.bookingId}`,
        ruleId: r.id,
        ruleName: r.name,
        templateId: r.templateId,
        recipient: r.recipient,
        bookingId: c.bookingId,
        bookingNo: c.bookingNo,
        customer: c.customer,
        dueDate: e.dueDate,
        status: "planned",
        to: [],
        at: null,
      });
    }
  }
  return rows.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}

async function done(q: ScheduledQuery, tx: Tx): Promise<{ rows: ScheduledRow[]; total: number }> {
  const where: Prisma.ScheduledMailWhereInput = {
    ...(q.ruleId ? { ruleId: q.ruleId } : {}),
    ...(q.bookingId ? { bookingId: q.bookingId } : {}),
  };
  const [total, found] = await Promise.all([
    tx.scheduledMail.count({ where }),
    tx.scheduledMail.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (q.page - 1) * q.size,
      take: q.size,
      include: { rule: { select: { name: true, templateId: true, recipient: true } } },
    }),
  ]);
  const bookings = await tx.booking.findMany({
    where: { id: { in: found.map((f) => f.bookingId) } },
    select: { ...bookingNumberSelect, customer: { select: { fullName: true } } },
  });
  const byId = new Map(bookings.map((b) => [b.id, b]));
  const rows = found.map((f) => {
    const b = byId.get(f.bookingId);
    return {
      id: String(f.id),
      ruleId: f.ruleId,
      ruleName: f.rule.name,
      templateId: f.rule.templateId,
      recipient: f.rule.recipient,
      bookingId: f.bookingId,
      bookingNo: b ? bookingLabel(b) : String(f.bookingId),
      customer: b?.customer?.fullName ?? null,
      dueDate: isoDate(f.dueDate),
      status: f.status,
      to: f.to,
      at: f.createdAt.toISOString(),
    };
  });
  return { rows, total };
}

/** GET /api/mailschedule/scheduled: the planned mails of the coming days, or those sent or skipped; paged. */
export async function listScheduledMails(q: ScheduledQuery, now = new Date(), tx: Tx = db()) {
  if (q.state === "done") {
    const { rows, total } = await done(q, tx);
    return { data: rows, total, page: q.page, size: q.size };
  }
  const all = await planned(q, now, tx);
  return {
    data: all.slice((q.page - 1) * q.size, q.page * q.size),
    total: all.length,
    page: q.page,
    size: q.size,
  };
}
