"use client";
import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import { clientIntlErrors } from "@/lib/i18n/client-errors";

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
