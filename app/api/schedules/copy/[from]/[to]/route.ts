// POST /api/schedules/copy/{from}/{to}: the departures of a period copied to later years.
import { z } from "zod";
import { copySchedules } from "@/lib/domain/tours/copy-schedules";
import { readBody, validate } from "@/lib/http/parse";
import { dateRange } from "@/lib/http/path-id";
import { created, route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { createdWith } from "@/lib/http/answers";
import { departureRowAnswer } from "@/lib/domain/tours/answer-schemas";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

// asset: a vessel id ("3" or "vessel:3"); addyear: whole years to add (true = 1; 0 would copy each
// departure onto itself)
const options = z.object({
  asset: z.preprocess((v) => (typeof v === "string" ? v.replace(/^vessel:/, "") : v), id()).optional(),
  addyear: z
    .union([z.boolean(), z.string(), z.number()])
    .transform((v) => (v === true || v === "true" ? 1 : v === false || v === "false" ? 0 : Number(v)))
    .pipe(z.number().int("validation.integer").min(1).max(5))
    .default(1),
  // by whole weeks (52 or 53 a year), so each departure keeps its weekday; default: the same date
  sameWeekday: z
    .union([z.boolean(), z.enum(["true", "false"])])
    .transform((v) => v === true || v === "true")
    .optional(),
});

export const POST = route(
  {
    summary:
      "Copy the departures starting in [from, to] (YYYY-MM-DD) `addyear` whole years on (default 1; query or body, " +
      "sameWeekday=true: by the nearest whole weeks instead, each keeping its weekday; " +
      "with asset: one vessel's id, 404 NOT_FOUND when unknown). One transaction: any overlap with another departure of the same vessel refuses " +
      "the whole copy with 409 naming each clash (details.overlaps). Answers {copied, schedules}.",
    scopes: ["schedules.create"],
    features: ["vessel"],
    params: dateRange({}, { maxDays: 800 }),
    query: options,
    response: createdWith(
      z.object({
        copied: wireInt,
        schedules: z.array(
          z.object({
            id: wireId,
            tourId: wireId,
            vesselId: wireId,
            from: wireDate,
            to: wireDate,
            status: departureRowAnswer.shape.status,
            copiedFrom: wireId,
          }),
        ),
      }),
    ),
  },
  async ({ req, params, query, principal, locale }) => {
    const raw = await readBody(req);
    const body = raw && typeof raw === "object" ? validate(options.partial(), raw, locale) : {};
    const o = { ...query, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) };
    return created(
      await copySchedules(
        {
          from: params.from,
          to: params.to,
          vesselId: o.asset ?? null,
          years: o.addyear ?? 1,
          sameWeekday: o.sameWeekday ?? false,
        },
        principal,
      ),
    );
  },
);
