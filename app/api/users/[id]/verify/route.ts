// POST /api/users/{id}/verify: a user confirms their e-mail address with the mailed token.
import { z } from "zod";
import { AppError } from "@/lib/core/errors";
import { verifySchema } from "@/lib/domain/users/account-schemas";
import { verifyUser } from "@/lib/domain/users/verify-user";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary: "Confirm a user's e-mail address with the mailed token.",
    params: z.object({ id: id() }),
    body: verifySchema,
    response: z.object({ verified: z.literal(true) }),
  },
  async ({ params, body, principal }) => {
    if (!(await verifyUser({ id: params.id, token: body.token }, principal)))
      throw new AppError("BAD_REQUEST", "auth.verify.failed");
    return { verified: true };
  },
);
