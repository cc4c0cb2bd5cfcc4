// What the stay rules answer for a day (stay-rules.ts), as zod schemas: declared by
// GET /api/arrivaldeparture/date/{resort}/{from}/{to} and the occupancy grid's stays.
import { z } from "zod";
import { wireId } from "../../validation/wire";
import { STAY_REASONS } from "./stay-rules";

/** Whether a day allows an arrival (or a departure), and each rule that refuses it. */
export const stayAnswer = z.object({
  allowed: z.boolean(),
  reasons: z.array(
    z.object({
      code: z.enum(STAY_REASONS),
      ruleId: wireId.nullable().meta({ description: "null: the resort's own setting" }),
      message: z.string().optional().meta({ description: "in the caller's language (the lookup of allowed dates)" }),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  ),
});
