// POST /api/book/booking/hold/{id}/release: the guest left; the held choice returns to sale at once.
import { z } from "zod";
import { releaseOnlineHold } from "@/lib/domain/online/hold-online-choice";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Give a held choice back ({released}); 404 for what is no hold.",
    params: z.object({ id: z.coerce.number().int().positive() }),
  },
  async ({ params }) => releaseOnlineHold(params.id),
);
