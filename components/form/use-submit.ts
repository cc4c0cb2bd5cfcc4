"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiResult } from "@/lib/client/api";
import { useFormErrors } from "./use-form-errors";

export type FormMessage = { tone: "error" | "success"; text: string };

/**
 * The one submit of every form: pending state, the server's field errors at their fields, and a
 * message (the server's, translated, or the given success text). `send` is the request; the
 * answer is `{ data }` on success (also for an empty 204) and null on failure.
 */
export function useSubmit() {
  const t = useTranslations("common");
  const form = useFormErrors();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  async function submit<T>(
    send: () => Promise<ApiResult<T>>,
    o: { success?: string | null; failure?: (status: number) => string | undefined } = {},
  ): Promise<{ data: T } | null> {
    setPending(true);
    setMessage(null);
    try {
      const res = await send();
      if (!res.ok) {
        form.fromServer(res.error);
        setMessage({ tone: "error", text: o.failure?.(res.status) ?? form.translate(res.error.message) });
        return null;
      }
      form.setErrors({});
      if (o.success !== null) setMessage({ tone: "success", text: o.success ?? t("saved") });
      return { data: res.data };
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, message, setMessage, ...form };
}
