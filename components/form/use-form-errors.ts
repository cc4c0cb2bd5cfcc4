"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { ErrorBody } from "@/lib/core/errors";
import { translateMessage } from "@/lib/i18n/message-key";

export type FieldErrors = Record<string, string>;

/**
 * The server's field errors at their fields (it answers them in the user's language), and errors
 * a form sets itself. A message that is a translation key is translated; others are shown as they
 * are. Checking with the server's zod schema in the browser first is use-validate.ts's.
 */
export function useFormErrors() {
  const t = useTranslations();
  const [errors, setErrors] = useState<FieldErrors>({});
  const translate = useCallback((m: string) => translateMessage(t as never, m), [t]);

  const fromServer = useCallback(
    (error: ErrorBody) => {
      const next: FieldErrors = {};
      for (const f of error.fields ?? []) next[f.path] ??= translate(f.message);
      setErrors(next);
      return Object.keys(next).length > 0;
    },
    [translate],
  );

  return { errors, setErrors, fromServer, translate };
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
