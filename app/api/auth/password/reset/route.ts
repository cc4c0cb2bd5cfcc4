// /api/auth/password/reset: PUT asks for a reset mail, POST sets the new password with the mailed token.
import { resetRequestSchema, resetSaveSchema } from "@/lib/domain/users/account-schemas";
import { requestPasswordReset } from "@/lib/domain/users/request-password-reset";
import { resetPassword } from "@/lib/domain/users/reset-password";
import { route } from "@/lib/http/route";
import { publicUserAnswer } from "@/lib/domain/users/user-schema";
import { z } from "zod";

export const POST = route(
  {
    summary: "Change the password with the mailed token: {email, password, token, isCRMUser, ts} -> the user.",
    body: resetSaveSchema,
    response: publicUserAnswer,
  },
  ({ body, principal }) => resetPassword(body, principal),
);

export const PUT = route(
  {
    summary: "Request a reset mail: {email, isCRMUser, ts}.",
    body: resetRequestSchema,
    response: z.object({ requested: z.boolean() }),
  },
  ({ body, locale, principal }) => requestPasswordReset({ ...body, locale }, principal),
);
