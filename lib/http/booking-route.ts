// The route wrapper for the booking API: every per-booking write is POST (or DELETE)
// /api/bookings/{id}/..., accepts an Idempotency-Key, names the version it last saw (If-Match or
// `version` in the body) and answers the booking as it now is (bookingAnswer, declared once here;
// a write that answers something else declares its own). Reads check the caller's scope.
import { z } from "zod";
import type { Principal } from "../auth/principal";
import { db } from "../core/db";
import { AppError, notFound } from "../core/errors";
import { bookingScope, scopeWhere, STAFF_ONLY_ACTIONS } from "../domain/booking/access";
import { expectedVersionOf } from "../domain/booking/lock-booking";
import { emptyActionSchema } from "../domain/booking/schemas";
import { transitionBooking, type TransitionAction } from "../domain/booking/transition-booking";
import { asSeenBy, loadBookingView, type BookingView } from "../domain/booking/view";
import { bookingAnswer } from "../domain/booking/view-schema";
import type { Locale } from "../i18n/locale";
import { textInLanguage } from "../domain/pricing/text-in-language";
import { calendarDateField } from "../validation/validators";
import { pathId, queryId } from "./path-id";
import { route, type DocumentedHandler } from "./route";
import type { BodyType } from "./body";
import type { ResponseSpec } from "./answers";

/** Who may call the per-booking writes (the use case narrows an agency to its own bookings). */
export const BOOKING_WRITE_SCOPES = ["bookings.update", "agencies.self"] as const;
/** Who may call the staff-only writes (check-in, lockUnlockRoom, moving to another departure ...). */
const STAFF_WRITE_SCOPES = ["bookings.update"] as const;
/** Who may read bookings (an agency its own, a customer those they take part in). */
export const BOOKING_READ_SCOPES = ["bookings.read", "bookings.update", "agencies.self", "customers.self"] as const;

const pathParams = z.record(z.string(), z.string().max(200));

/** The period and asset the calendar's reads ask for (GET /api/bookings/events, /full). */
export const bookingPeriodQuery = z.object({
  dateFrom: calendarDateField(),
  dateTo: calendarDateField(),
  resortId: queryId(),
  vesselId: queryId(),
  scheduleId: queryId(),
  onlyActive: z.enum(["true", "false"]).optional(),
});

export type BookingWriteContext<B> = {
  bookingId: number;
  params: Record<string, string>;
  body: B;
  actor: Principal;
  expectedVersion?: number;
  req: Request;
};

type BookingWriteSpec<B> = {
  summary: string;
  body?: z.ZodType<B>;
  bodyType?: BodyType;
  bodyLimit?: number;
  /** staff only (STAFF_ONLY_ACTIONS): agencies are refused, and the OpenAPI document says so */
  staffOnly?: boolean;
  /** what it answers when not the booking (bookingAnswer) */
  response?: ResponseSpec;
};

/**
 * A per-booking write: POST or DELETE /api/bookings/{id}/... It answers the booking as it now is
 * (bookingAnswer); a write that answers something else says so with `response`.
 */
export function bookingWrite<B = undefined>(
  spec: BookingWriteSpec<B> & { response?: undefined },
  run: (ctx: BookingWriteContext<B>) => Promise<BookingView>,
): DocumentedHandler;
export function bookingWrite<B = undefined>(
  spec: BookingWriteSpec<B> & { response: ResponseSpec },
  run: (ctx: BookingWriteContext<B>) => Promise<unknown>,
): DocumentedHandler;
export function bookingWrite<B = undefined>(
  spec: BookingWriteSpec<B>,
  run: (ctx: BookingWriteContext<B>) => Promise<unknown>,
): DocumentedHandler {
  // without a body of its own (DELETEs) a write still reads `version` from the body: a stale one is a 409
  const bodySchema = (spec.body ?? emptyActionSchema) as z.ZodType<B>;
  const { staffOnly, response = bookingAnswer, ...rest } = spec;
  return route(
    {
      ...rest,
      response,
      body: bodySchema,
      scopes: staffOnly ? STAFF_WRITE_SCOPES : BOOKING_WRITE_SCOPES,
      params: pathParams,
      idempotent: true,
      versioned: true,
    },
    async ({ params, body, principal, req, locale }) =>
      inLanguage(
        await run({
          bookingId: pathId(params.id),
          params,
          body: body as B,
          actor: principal,
          expectedVersion: expectedVersionOf(req.headers.get("if-match"), body),
          req,
        }),
        locale,
      ),
  );
}

type Texted = { text: { key: string; values?: Record<string, string | number> } };

/**
 * A booking as answered: its calculation lines' texts in the caller's language, the key and
 * values kept as `textKey` for clients (as GET /api/price/booking/{id} answers them). Anything
 * that is not a booking passes unchanged.
 */
export function inLanguage<T>(answer: T, locale: Locale): T {
  const lines = (answer as { calculation?: unknown } | null)?.calculation;
  if (!Array.isArray(lines)) return answer;
  return { ...answer, calculation: linesInLanguage(lines as Texted[], locale) };
}

/** Calculation lines with their text in the caller's language and the key kept as `textKey`. */
export function linesInLanguage<L extends Texted>(lines: readonly L[], locale: Locale) {
  const t = textInLanguage(locale);
  return lines.map((l) => ({ ...l, text: t(l.text), textKey: l.text }));
}

/**
 * A read about one booking: the caller must see the booking (404 otherwise). `loadsInScope`: the
 * handler reads the booking through the caller's scope and answers 404 itself, so no check first.
 */
export function bookingRead<Q = Record<string, string>>(
  spec: {
    summary: string;
    query?: z.ZodType<Q>;
    loadsInScope?: boolean;
    /** the operator's records (history, log: who changed what): not for the booking's customer */
    notForCustomers?: boolean;
    /** what it answers (lib/http/answers.ts) */
    response: ResponseSpec;
  },
  run: (ctx: {
    bookingId: number;
    params: Record<string, string>;
    query: Q;
    principal: Principal;
    locale: Locale;
  }) => Promise<unknown>,
): DocumentedHandler {
  return route(
    {
      summary: spec.summary,
      scopes: BOOKING_READ_SCOPES,
      params: pathParams,
      query: spec.query,
      response: spec.response,
    },
    async ({ params, query, principal, locale }) => {
      const bookingId = pathId(params.id);
      if (!spec.loadsInScope) await assertCanSee(principal, bookingId);
      if (spec.notForCustomers && (await bookingScope(principal, "read")).kind === "customer")
        throw new AppError("FORBIDDEN");
      return run({ bookingId, params, query: query as Q, principal, locale });
    },
  );
}

/** 404 unless the booking is there and the caller may see it (staff too: an unknown id is no empty list). */
export async function assertCanSee(principal: Principal, bookingId: number) {
  const scope = await bookingScope(principal, "read");
  const found = await db().booking.findFirst({ where: { id: bookingId, ...scopeWhere(scope) }, select: { id: true } });
  if (!found) throw notFound();
}

/** The booking as the caller may see it. */
export async function viewFor(principal: Principal, bookingId: number) {
  const scope = await bookingScope(principal, "read");
  return asSeenBy(await loadBookingView(bookingId, scopeWhere(scope)), scope);
}

/** POST /api/bookings/{id}/{action} for a state action of the table (docs/booking-states.md). */
export function transitionRoute(action: TransitionAction, summary: string, body: z.ZodType = emptyActionSchema) {
  return bookingWrite(
    { summary, body, staffOnly: STAFF_ONLY_ACTIONS.has(action) },
    ({ bookingId, body, actor, expectedVersion }) => {
      const b = (body ?? {}) as {
        reason?: string | null;
        confirm?: boolean;
        parts?: { customerId: number; percent: number }[];
      };
      return transitionBooking(
        { bookingId, action, expectedVersion, reason: b.reason ?? undefined, confirm: b.confirm, parts: b.parts },
        actor,
      );
    },
  );
}
