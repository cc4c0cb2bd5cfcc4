// GET /api/settings/lang: the caller's language and the supported ones.
import { LOCALES } from "@/lib/i18n/locale";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "The caller's language and the supported ones.",
    response: z.object({ lang: z.enum(LOCALES), langs: z.array(z.enum(LOCALES)) }),
  },
  ({ locale }) => ({
    lang: locale,
    langs: LOCALES,
  }),
);
