// GET /api/tours/ics/token: the feed's address with its token.
import { feedToken, feedUrl } from "@/lib/domain/tours/tours-ics";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "The address of the departures' iCalendar feed for calendar programs: {url} (with the feed token).",
    scopes: ["tours.read", "schedules.read", "bookings.read"],
    features: ["vessel"],
    response: z.object({ url: z.string().meta({ description: "the feed's address with its token" }) }),
  },
  async () => ({ url: feedUrl(await feedToken()) }),
);
