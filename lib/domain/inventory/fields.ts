// Field builders of the inventory and tour schemas (on top of lib/resources/fields).
import { z } from "zod";
import { optional } from "../../resources/fields";
import { calendarDateField, decimalComma, id } from "../../validation/validators";

/** A database id in a body ("12" from a form, 12 from the API): the one id validator. */
export { id };
export const optionalId = () => optional(id());

/** HH:MM on a 24-hour clock. */
export const timeOfDay = () =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.time");

/** An IANA time zone the runtime knows ("Europe/Berlin", "Asia/Makassar"). */
export const timeZone = () =>
  z
    .string()
    .trim()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: tz });
        return tz.length > 0;
      } catch {
        return false;
      }
    }, "validation.timezone");

/** ISO weekdays 1 (Monday) .. 7 (Sunday), each once, sorted. */
export const weekdays = () =>
  z
    .array(z.coerce.number().int().min(1, "validation.weekday").max(7, "validation.weekday"))
    .max(7)
    .transform((days) => [...new Set(days)].sort())
    .default([]);

/** Calendar dates, each once, sorted. */
export const dateList = () =>
  z
    .array(calendarDateField())
    .max(400)
    .transform((days) => [...new Set(days)].sort())
    .default([]);

/** A count of nights, persons or beds ("28,5" from a German form is not whole: it says so). */
export const count = (min: number, max: number) =>
  z.preprocess(
    decimalComma,
    z.coerce
      .number({ error: "validation.number" })
      .int("validation.integer")
      .min(min, `validation.min|{"min":${min}}`)
      .max(max, `validation.max|{"max":${max}}`),
  );

/** Exactly one of resortId and vesselId (a room, a room type). */
export function oneAsset(v: { resortId?: number | null; vesselId?: number | null }) {
  return (v.resortId == null) !== (v.vesselId == null);
}

/** minNoOfPax <= defaultNoOfPax <= maxNoOfPax where given. */
export function paxInOrder(v: { minNoOfPax?: number; defaultNoOfPax?: number; maxNoOfPax?: number }) {
  const { minNoOfPax: min, defaultNoOfPax: def, maxNoOfPax: max } = v;
  if (min !== undefined && max !== undefined && min > max) return false;
  if (def !== undefined && max !== undefined && def > max) return false;
  if (def !== undefined && min !== undefined && def < min) return false;
  return true;
}
