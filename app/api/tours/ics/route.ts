// /api/tours/ics: the departures as an iCalendar feed (GET, by login or feed token); POST renews the token.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { feedDepartures, isFeedToken, renewFeedToken, toursCalendar } from "@/lib/domain/tours/tours-ics";
import { queryId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { calendarDateField } from "@/lib/validation/validators";
import { file } from "@/lib/http/answers";

const query = z
  .object({
    vesselId: queryId(),
    tourId: queryId(),
    from: calendarDateField().optional(),
    to: calendarDateField().optional(),
    token: z.string().max(100).optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { path: ["to"], message: "validation.dateRange" });

type FeedQuery = z.infer<typeof query>;

async function feed({ query, locale }: { query: FeedQuery; locale: "de" | "en" }) {
  const list = await feedDepartures(query);
  return new Response(toursCalendar(list, locale, "Harbour"), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="departures.ics"',
      "cache-control": "private, max-age=300",
    },
  });
}

const withLogin = route(
  {
    summary:
      "The departures as an iCalendar feed, one all-day event per departure: those ending on or after `from` " +
      "(YYYY-MM-DD, default 90 days back) and starting on or before `to` (default: every later one); query vesselId, " +
      "tourId (404 NOT_FOUND when unknown). Calendar programs subscribe with the feed address (?token=..., see GET /api/tours/ics/token), " +
      "which opens the feed without a login; without a token it needs tours.read.",
    scopes: ["tours.read", "schedules.read", "bookings.read"],
    features: ["vessel"],
    query,
    response: file("text/calendar", "the departures as an iCalendar feed"),
  },
  feed,
);

const withToken = route(
  { features: ["vessel"], query, response: file("text/calendar", "the departures as an iCalendar feed") },
  async (ctx) => {
    if (!(await isFeedToken(ctx.query.token ?? ""))) throw new AppError("UNAUTHORIZED");
    return feed(ctx);
  },
);

/** A feed token in the address opens the feed for calendar programs; otherwise the usual login. */
export const GET = Object.assign(
  (req: NextRequest, context?: { params: Promise<Record<string, string | string[]>> }) =>
    req.nextUrl.searchParams.has("token") ? withToken(req, context) : withLogin(req, context),
  { spec: withLogin.spec, answers: withLogin.answers },
);

export const POST = route(
  {
    summary: "Renew the feed address: the old token stops working. Answers {url}.",
    scopes: ["tours.update"],
    features: ["vessel"],
    response: z.object({ url: z.string().meta({ description: "the feed's address with its new token" }) }),
  },
  async () => ({ url: await renewFeedToken() }),
);
