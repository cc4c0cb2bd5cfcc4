"use client";
import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from "next-intl";
import { useMemo } from "react";
import { clientIntlErrors } from "@/lib/i18n/client-errors";
import { mergeMessages } from "@/lib/i18n/pick";

/**
 * The texts of the client components below, for the browser; `strict` (the browser tests'
 * STRICT_I18N): a text the page did not pass throws (lib/i18n/client-errors.ts).
 */
export function IntlClient({
  locale,
  timeZone,
  messages,
  strict,
  children,
}: {
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
  strict: boolean;
  children: React.ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages} onError={clientIntlErrors(strict)}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * The texts of the provider above and `messages` beside them, for the client components below (a
 * part of the page that brings its own texts: components/shell/client-messages.tsx, MoreMessages).
 * The rest (time zone, the strict check of STRICT_I18N) is the provider's above.
 */
export function MoreIntlMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages;
  children: React.ReactNode;
}) {
  const above = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => mergeMessages(above, messages), [above, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
