// What the "copy a season" form checks before it calls the server: an empty date would make the
// path /api/schedules/copy//{to}, which names no endpoint (404 "Not found") instead of the field.
import { z } from "zod";
import { ISO_DATE } from "@/lib/core/dates";
import { calendarDateField, required } from "@/lib/validation/validators";

export const copySeasonInput = z
  // required first: an empty date is "required", not "use the format YYYY-MM-DD"
  .object({ from: required(calendarDateField()), to: required(calendarDateField()) })
  // compared only when both are dates (an empty one is named once, as required)
  .refine((v) => !ISO_DATE.test(v.from ?? "") || !ISO_DATE.test(v.to ?? "") || v.to >= v.from, {
    path: ["to"],
    message: "validation.dateOrder",
  });
