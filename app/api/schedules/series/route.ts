// POST /api/schedules/series: a series of departures planned at once.
import { departureSeriesSchema, planDepartures } from "@/lib/domain/tours/plan-departures";
import { scheduleResource } from "@/lib/domain/tours/resources";
import { created, route } from "@/lib/http/route";
import { z } from "zod";
import { createdWith } from "@/lib/http/answers";
import { wireDate, wireId, wireInt } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Plan a series of departures of a tour in one step: the first on `from` (YYYY-MM-DD), then every `every` (1 to 52) " +
      '`unit` ("days" or "weeks") up to and including `until`; each lasts the tour\'s nights, or as long as the first ' +
      "when `to` (its last day) is given; `status`, `note` and the ports as a single create takes them. At most 400 " +
      "departures (400 naming `until`); a repeat shorter than a departure is a 400 naming `every`. One transaction, " +
      "each departure checked as a single create checks it: any overlap with a departure of the same vessel refuses " +
      "the whole series with 409 naming each clash (details.overlaps). Answers 201 {created, schedules: [{id, from, to, status}]}.",
    resource: [scheduleResource, "create"],
    body: departureSeriesSchema,
    response: createdWith(
      z.object({
        created: wireInt,
        schedules: z.array(z.object({ id: wireId, from: wireDate, to: wireDate, status: z.string() })),
      }),
    ),
  },
  async ({ body, principal }) => created(await planDepartures(body, principal)),
);
