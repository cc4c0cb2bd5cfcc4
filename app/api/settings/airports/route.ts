// GET /api/settings/airports: the active airports.
import { airports } from "@/lib/domain/settings/reference-data";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { airportAnswer } from "@/lib/domain/settings/answer-schemas";

export const GET = route({ summary: "The active airports.", response: z.array(airportAnswer) }, () => airports());
