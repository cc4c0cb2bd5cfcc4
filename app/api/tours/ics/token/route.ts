import { feedToken, feedUrl } from "@/lib/domain/tours/tours-ics";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The address of the departures' iCalendar feed for calendar programs: {url} (with the feed token).",
    scopes: ["tours.read", "schedules.read", "bookings.read"],
    features: ["vessel"],
  },
  async () => ({ url: feedUrl(await feedToken()) }),
);
