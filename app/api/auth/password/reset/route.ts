import { resetRequestSchema, resetSaveSchema } from "@/lib/domain/users/account-schemas";
import { requestPasswordReset } from "@/lib/domain/users/request-password-reset";
import { resetPassword } from "@/lib/domain/users/reset-password";
import { route } from "@/lib/http/route";

export const POST = route(
  {
    summary: "Change the password with the mailed token: {email, password, token, isCRMUser, ts} -> the user.",
    body: resetSaveSchema,
  },
  ({ body, principal }) => resetPassword(body, principal),
);

export const PUT = route(
  { summary: "Request a reset mail: {email, isCRMUser, ts}.", body: resetRequestSchema },
  ({ body, locale, principal }) => requestPasswordReset({ ...body, locale }, principal),
);
