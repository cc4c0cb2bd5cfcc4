import { getRequestConfig } from "next-intl/server";
import { cookies, headers } from "next/headers";
import { LOCALE_COOKIE, offeredLocale, resolveLocale } from "./locale";
import { loadMessages } from "./messages";
import { readGroup } from "../domain/settings/group-settings";
import { offeredLanguages } from "../page/languages";

export default getRequestConfig(async () => {
  const [h, general] = await Promise.all([headers(), readGroup("general")]);
  // a page that offers only some languages (the guest form: gfLangs) is shown in one of them
  const locale = offeredLocale(
    resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, h.get("accept-language")),
    offeredLanguages(h, general),
  );
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: String(general.timezone),
    // a missing text is a bug: the browser tests run with STRICT_I18N and fail on it
    onError(error) {
      if (process.env.STRICT_I18N) throw error;
      console.error(error.message);
    },
  };
});
