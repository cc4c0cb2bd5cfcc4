import { airports } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The active airports." }, () => airports());
