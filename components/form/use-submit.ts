"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { ApiResult } from "@/lib/client/api";
import { toast } from "../ui/toast";
import { useFormErrors } from "./use-form-errors";

export type FormMessage = { tone: "error" | "success"; text: string };

/**
 * The one submit of every form: pending state, the server's field errors at their fields, and a
 * message (the server's, translated, or the given success text). `send` is the request; the
 * answer is `{ data }` on success (also for an empty 204) and null on failure. `failures` rises
 * with every refused submit (a check in the browser too: `refusedHere`, use-validate.ts): the
 * error summary then takes the focus. With `toast`, success is confirmed by a toast that screen
 * readers announce and that stays while the page changes (saved forms that navigate away).
 */
export function useSubmit() {
  const t = useTranslations("common");
  const form = useFormErrors();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [failures, setFailures] = useState(0);
  const refused = useCallback(() => setFailures((n) => n + 1), []);

  async function submit<T>(
    send: () => Promise<ApiResult<T>>,
    o: { success?: string | null; failure?: (status: number) => string | undefined; toast?: boolean } = {},
  ): Promise<{ data: T } | null> {
    setPending(true);
    setMessage(null);
    try {
      const res = await send();
      if (!res.ok) {
        form.fromServer(res.error);
        setMessage({ tone: "error", text: o.failure?.(res.status) ?? form.translate(res.error.message) });
        refused();
        return null;
      }
      form.setErrors({});
      if (o.success !== null) {
        const text = o.success ?? t("saved");
        if (o.toast) toast(text);
        else setMessage({ tone: "success", text });
      }
      return { data: res.data };
    } finally {
      setPending(false);
    }
  }

  // a check in the browser that refuses the values counts as a refused submit too (use-validate.ts)
  const refusedHere = useCallback(() => {
    setMessage(null);
    refused();
  }, [refused]);

  return { submit, pending, message, setMessage, failures, refusedHere, ...form };
}
