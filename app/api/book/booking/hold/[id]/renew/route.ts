// POST /api/book/booking/hold/{id}/renew: the guest is still on the page and asks for more time.
import { z } from "zod";
import { renewOnlineHold } from "@/lib/domain/online/hold-online-choice";
import { route } from "@/lib/http/route";
import { optional } from "@/lib/resources/fields";
import { id, text } from "@/lib/validation/validators";
import { holdAnswer } from "@/lib/domain/online/answer-schemas";

export const POST = route(
  {
    summary:
      "Renew a running hold ({holdId, holdToken, until, seconds}): another holdMinutes, but never more than holdMaxMinutes from the first hold of the guest's choice; query token = the hold's holdToken. 404 for what is no running hold, 409 HOLD_RENEW_LIMIT when its time is used up.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 100 })) }),
    response: holdAnswer,
  },
  async ({ params, query }) => renewOnlineHold(params.id, query.token),
);
