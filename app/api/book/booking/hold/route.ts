// POST /api/book/booking/hold: hold the chosen room, cabin or beds while the guest fills in the form.
import { holdOnlineChoice } from "@/lib/domain/online/hold-online-choice";
import { onlinePriceSchema } from "@/lib/domain/online/schemas";
import { onlineClientLimits } from "@/lib/domain/online/online-limits";
import { onlineClientOf } from "@/lib/http/client-session";
import { created, route } from "@/lib/http/route";
import { holdAnswer } from "@/lib/domain/online/answer-schemas";
import { createdWith } from "@/lib/http/answers";

export const POST = route(
  {
    summary:
      "Hold a choice (the price request's shape) for the operator's hold time: 201 {holdId, holdToken, until, seconds}; only the holdToken's holder may release it, take it over or have price leave it out. An option of the booking engine; create with holdId takes it over. 409 when no longer available.",
    body: onlinePriceSchema,
    rateLimit: (principal, client) => onlineClientLimits("hold", principal, client),
    response: createdWith(holdAnswer),
  },
  async ({ req, body, principal, locale }) =>
    created(await holdOnlineChoice(body, principal, locale, undefined, onlineClientOf(req))),
);
