// POST /api/book/booking/price: what a guest's choice costs ({total, currency, lines}); changes nothing.
import { priceOnlineBooking } from "@/lib/domain/online/price-online";
import { onlinePriceSchema } from "@/lib/domain/online/schemas";
import { quotedLineAnswer } from "@/lib/domain/pricing/answer-schemas";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { wireDecimal } from "@/lib/validation/wire";

export const POST = route(
  {
    summary:
      "Price an online booking (type vessel|resort, scheduleId or resortId with dateFrom/dateTo, rooms by roomTypeId, roomId or beds, guests, addons [{productId, quantity?}] priced with the stay): {total, currency, lines}. Nothing is stored. 400 naming the field, 409 when sold out.",
    body: onlinePriceSchema,
    response: z.object({
      total: wireDecimal,
      currency: z.string(),
      lines: z.array(quotedLineAnswer),
    }),
  },
  async ({ body, principal, locale }) => priceOnlineBooking(body, principal, locale),
);
