// GET /api/tours/{tour}/{schedule}/payments: the bookings of a departure with what each paid and owes.
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { schedulePayments } from "@/lib/domain/tours/bookable";
import { pathId } from "@/lib/http/path-id";
import { route } from "@/lib/http/route";
import { bookingAnswer } from "@/lib/domain/booking/view-schema";
import { wireDate, wireDecimal, wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary:
      "The bookings of departure {schedule} of tour {tour} with their totals, payments and what is open, and the totals " +
      "per currency. 404 when the departure is not one of the tour's.",
    scopes: ["tours.read", "bookings.read"],
    features: ["vessel"],
    params: z.object({ tour: z.string().max(20), schedule: z.string().max(20) }),
    response: z.object({
      scheduleId: wireId,
      tourId: wireId,
      bookings: z.array(
        z.object({
          id: wireId,
          bookingNo: z.string(),
          state: bookingAnswer.shape.state,
          customer: z.string().nullable(),
          agency: z.string().nullable(),
          currency: z.string(),
          total: wireDecimal,
          payments: z.array(z.object({ date: wireDate, amount: wireDecimal })),
          paid: wireDecimal,
          open: wireDecimal,
          dateFrom: wireDate,
        }),
      ),
      totals: z.array(z.object({ currency: z.string(), total: wireDecimal })),
    }),
  },
  async ({ params }) => {
    const answer = await schedulePayments(pathId(params.tour), pathId(params.schedule));
    if (!answer) throw new AppError("NOT_FOUND");
    return answer;
  },
);
