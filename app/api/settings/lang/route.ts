import { LOCALES } from "@/lib/i18n/locale";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The caller's language and the supported ones." }, ({ locale }) => ({
  lang: locale,
  langs: LOCALES,
}));
