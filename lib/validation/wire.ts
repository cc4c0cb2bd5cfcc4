// The values of a JSON answer as zod schemas: what each endpoint declares as its answer
// (RouteSpec.response, lib/http/route.ts) and the resource engine derives for its rows
// (lib/resources/rows.ts) is built from these. They only describe: no defaults, no transforms,
// so the API tests can check an answer against them field by field (tests/helpers/answers.ts).
import { z } from "zod";

/** A Decimal as JSON writes it: its string ("12.50", "-3", "1e-7"). */
export const wireDecimal = z
  .string()
  .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)
  .meta({ description: "A decimal number as a string", examples: ["12.50"] });

/** A calendar date (a DATE column, or a date the property's time zone gives): YYYY-MM-DD. */
export const wireDate = z.iso.date();

/** A moment (a timestamp column, a Date): ISO 8601 in UTC. */
export const wireTimestamp = z.iso.datetime({ offset: true });

/** A row id (serial int4). */
export const wireId = z.number().int();

/** A whole number (counts, sort orders, nights). */
export const wireInt = z.number().int();

/** A JSON column: whatever the column holds. */
export const wireJson = z.unknown();

/** Text in each language of the operator ({de, en}), as i18n columns hold it. */
export const wireI18n = z.record(z.string(), z.string().nullable());

/** A BigInt as JSON writes it (lib/http/route.ts json()): its decimal string. */
export const wireBigInt = z.string().regex(/^-?\d+$/);

/** What a list endpoint answers: one page of rows and where it is in the whole. */
export const wirePage = <S extends z.ZodType>(row: S) =>
  z.object({
    data: z.array(row),
    total: wireInt.meta({ description: "rows matching, all pages" }),
    page: wireInt,
    size: wireInt,
  });

/** `{ ok: true }`, the answer of a write that has nothing else to say. */
export const wireOk = z.object({ ok: z.literal(true) });
