// What the online booking endpoints answer where more than one declares it (RouteSpec.response):
// a product offered online with the stay (GET /api/book/addons and /api/book/products), a hold.
import { z } from "zod";
import { WIRE_ENUMS } from "../../core/db";
import { wireDecimal, wireId, wireInt, wireTimestamp } from "../../validation/wire";

/** A product guests can book with their stay online (lookups.ts addonsFor). */
export const addonOfferAnswer = z.object({
  id: wireId,
  name: z.string(),
  price: wireDecimal,
  currency: z.string(),
  addRule: z.enum(WIRE_ENUMS.AddRule as [string, ...string[]]),
  payOnSite: z.boolean(),
});

/** A held choice (hold-online-choice.ts HoldAnswer): its token and until when it is held. */
export const holdAnswer = z.object({
  holdId: wireId,
  holdToken: z.string(),
  until: wireTimestamp,
  seconds: wireInt,
});
