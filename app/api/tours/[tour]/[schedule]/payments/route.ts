import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { schedulePayments } from "@/lib/domain/tours/bookable";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "The bookings of departure {schedule} of tour {tour} with their totals, payments and what is open, and the totals " +
      "per currency. 404 when the departure is not one of the tour's.",
    scopes: ["tours.read", "bookings.read"],
    features: ["vessel"],
    params: z.object({ tour: z.string().max(20), schedule: z.string().max(20) }),
  },
  async ({ params }) => {
    const answer = await schedulePayments(pathId(params.tour), pathId(params.schedule));
    if (!answer) throw new AppError("NOT_FOUND");
    return answer;
  },
);
