import { resetRequestSchema, resetSaveSchema } from "@/lib/domain/users/account-schemas";
import { requestPasswordReset, resetPassword } from "@/lib/domain/users/password-reset";
import { route } from "@/lib/http/route";

/** Change the password with the mailed token: {email, password, token, isCRMUser, ts} -> the user. */
export const POST = route({ body: resetSaveSchema }, ({ body }) => resetPassword(body));

/** Request a reset mail: {email, isCRMUser, ts}. */
export const PUT = route({ body: resetRequestSchema }, ({ body, locale }) => requestPasswordReset(body, locale));
