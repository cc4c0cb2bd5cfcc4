// POST /api/users/{id}/password: staff set a user's password.
import { z } from "zod";
import { setUserPassword, setUserPasswordSchema } from "@/lib/domain/users/set-user-password";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { wireId } from "@/lib/validation/wire";

export const POST = route(
  {
    summary: "Set a user's password: {email, password, keepStatus, ts}.",
    scopes: ["users.update"],
    params: z.object({ id: id() }),
    body: setUserPasswordSchema,
    response: z.object({ id: wireId, passwordChanged: z.boolean(), sessionsEnded: z.boolean() }),
  },
  ({ principal, params, body }) => setUserPassword({ ...body, id: params.id }, principal),
);
