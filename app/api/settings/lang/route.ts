import { LOCALES } from "@/lib/i18n/locale";
import { route } from "@/lib/http/route";

/** The caller's language and the supported ones. */
export const GET = route({}, ({ locale }) => ({ lang: locale, langs: LOCALES }));
