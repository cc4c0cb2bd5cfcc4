"use client";
// Checking a form's values in the browser with the server's own zod schema before they are sent,
// for the few forms that do (signing up, a password reset, a public form, copying a season).
// Every other form leaves it to the server, which answers the failing fields in the user's
// language. A module of its own: zod (about 97 KB gzipped) and the validation texts come to the
// browser only with the forms that check there (issue 43, page weight).
import { useCallback } from "react";
import type { z } from "zod";
import { friendlyErrors } from "@/lib/validation/zod-errors";
import type { FieldErrors } from "./use-form-errors";
import { useSubmit } from "./use-submit";

const FRIENDLY = friendlyErrors();

/**
 * `validate(schema, values)`: the parsed values, or null with the errors set at their fields (zod's
 * path) in the user's language; `refused` is called when the values are refused.
 */
export function useValidate(
  form: { setErrors: (errors: FieldErrors) => void; translate: (message: string) => string },
  refused?: () => void,
) {
  const { setErrors, translate } = form;
  return useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.infer<S> | null => {
      const r = schema.safeParse(values, { error: FRIENDLY });
      if (r.success) {
        setErrors({});
        return r.data;
      }
      const next: FieldErrors = {};
      for (const issue of r.error.issues) next[issue.path.join(".")] ??= translate(issue.message);
      setErrors(next);
      refused?.();
      return null;
    },
    [setErrors, translate, refused],
  );
}

/** useSubmit with `validate`: a refused check counts as a refused submit (the summary takes the focus). */
export function useValidatedSubmit() {
  const form = useSubmit();
  const validate = useValidate(form, form.refusedHere);
  return { ...form, validate };
}
