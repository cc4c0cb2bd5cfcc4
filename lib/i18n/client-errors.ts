import { IntlErrorCode, type IntlError } from "next-intl";

/**
 * What the browser's provider of texts does with an error: under `strict` (the browser tests'
 * STRICT_I18N) a text the page did not pass throws, as a missing text does on the server, so a
 * page whose list of texts (lib/i18n/client-messages.ts) misses one fails its test; otherwise it
 * is logged and the key shown, as before.
 */
export function clientIntlErrors(strict: boolean) {
  return (error: IntlError) => {
    if (strict && error.code === IntlErrorCode.MISSING_MESSAGE) throw error;
    console.error(error.message);
  };
}
