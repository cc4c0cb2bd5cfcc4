import { z } from "zod";
import { adminPasswordSchema, setUserPassword } from "@/lib/domain/users/admin-password";
import { route } from "@/lib/http/route";

/** Set a user's password: {email, password, keepStatus, ts}. */
export const POST = route(
  { scopes: ["users.update"], params: z.object({ id: z.coerce.number().int().positive() }), body: adminPasswordSchema },
  ({ principal, params, body }) => setUserPassword(principal, params.id, body),
);
