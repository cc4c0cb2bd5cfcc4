import { countries } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Countries with names per language, calling codes and states." }, () =>
  countries(),
);
