// What a form needs to know about a zod object schema: which fields are required.
import type { z } from "zod";

/** Field names a create must carry: neither optional nor defaulted. */
export function requiredFields(schema: z.ZodObject<any>): string[] {
  return Object.entries(schema.shape)
    .filter(([, s]) => !(s as z.ZodType).safeParse(undefined).success)
    .map(([k]) => k);
}
