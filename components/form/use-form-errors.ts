"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { z } from "zod";
import type { ErrorBody } from "@/lib/core/errors";
import { translateMessage } from "@/lib/i18n/message-key";
import { friendlyErrors } from "@/lib/validation/zod-errors";

const FRIENDLY = friendlyErrors();

export type FieldErrors = Record<string, string>;

/**
 * Client-side validation with the same zod schema as the server, and the server's field errors
 * on top. Messages are translation keys; unknown keys are shown as they are.
 */
export function useFormErrors() {
  const t = useTranslations();
  const [errors, setErrors] = useState<FieldErrors>({});
  const translate = useCallback((m: string) => translateMessage(t as never, m), [t]);

  const validate = useCallback(
    <S extends z.ZodType>(schema: S, values: unknown): z.infer<S> | null => {
      const r = schema.safeParse(values, { error: FRIENDLY });
      if (r.success) {
        setErrors({});
        return r.data;
      }
      const next: FieldErrors = {};
      for (const issue of r.error.issues) next[issue.path.join(".")] ??= translate(issue.message);
      setErrors(next);
      return null;
    },
    [translate],
  );

  const fromServer = useCallback(
    (error: ErrorBody) => {
      const next: FieldErrors = {};
      for (const f of error.fields ?? []) next[f.path] ??= translate(f.message);
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    [translate],
  );

  return { errors, setErrors, validate, fromServer, translate };
}

/** FormData as a plain object of strings. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)]));
}

/**
 * What ties a required input to its label and its error message (FormField shows the error at
 * `${name}-error`): its id and name, invalid while it has an error, required.
 */
export const requiredInput = (name: string, errors: FieldErrors) => ({
  id: name,
  name,
  "aria-invalid": !!errors[name],
  "aria-describedby": errors[name] ? `${name}-error` : undefined,
  "aria-required": true,
});
