import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, resolveLocale } from "./locale";
import { loadMessages } from "./messages";
import { readGroup } from "../domain/settings/group-settings";

export default getRequestConfig(async () => {
  const locale = resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: String((await readGroup("general")).timezone),
    // a missing text is a bug: the browser tests run with STRICT_I18N and fail on it
    onError(error) {
      if (process.env.STRICT_I18N) throw error;
      console.error(error.message);
    },
  };
});
