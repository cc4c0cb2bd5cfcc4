"use client";
import { IntlErrorCode, NextIntlClientProvider, type AbstractIntlMessages, type IntlError } from "next-intl";

/**
 * The texts of the client components below, for the browser. `strict` (the browser tests'
 * STRICT_I18N): a text the page did not pass throws, as a missing text does on the server, so a
 * page whose list of texts (lib/i18n/client-messages.ts) misses one fails its test.
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
  const onError = (error: IntlError) => {
    if (strict && error.code === IntlErrorCode.MISSING_MESSAGE) throw error;
    console.error(error.message);
  };
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages} onError={onError}>
      {children}
    </NextIntlClientProvider>
  );
}
