// GET /api/settings/countries: the countries with names per language, calling codes and states.
import { countries } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { countryAnswer } from "@/lib/domain/settings/answer-schemas";

export const GET = route(
  { summary: "Countries with names per language, calling codes and states.", response: z.array(countryAnswer) },
  () => countries(),
);
