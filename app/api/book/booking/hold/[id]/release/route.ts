// POST /api/book/booking/hold/{id}/release: the guest left; the held choice returns to sale at once.
import { z } from "zod";
import { releaseOnlineHold } from "@/lib/domain/online/hold-online-choice";
import { route } from "@/lib/http/route";
import { id, text } from "@/lib/validation/validators";
import { optional } from "@/lib/resources/fields";

export const POST = route(
  {
    summary: "Give a held choice back ({released}); query token = the hold's holdToken; 404 for what is no hold.",
    params: z.object({ id: id() }),
    query: z.object({ token: optional(text({ max: 100 })) }),
    response: z.object({ released: z.boolean() }),
  },
  async ({ params, query }) => releaseOnlineHold(params.id, query.token),
);
