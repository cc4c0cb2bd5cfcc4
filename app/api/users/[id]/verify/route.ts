import { z } from "zod";
import { verifySchema } from "@/lib/domain/users/account-schemas";
import { verifyUser } from "@/lib/domain/users/registration";
import { AppError } from "@/lib/core/errors";
import { route } from "@/lib/http/route";

/** Confirm a user's e-mail address with the mailed token. */
export const POST = route({ params: z.object({ id: z.coerce.number().int().positive() }), body: verifySchema }, async ({ params, body }) => {
  if (!(await verifyUser(params.id, body.token))) throw new AppError("BAD_REQUEST", "auth.verify.failed");
  return { verified: true };
});
