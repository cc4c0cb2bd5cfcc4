import { z } from "zod";
import { setUserPassword, setUserPasswordSchema } from "@/lib/domain/users/set-user-password";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const POST = route(
  {
    summary: "Set a user's password: {email, password, keepStatus, ts}.",
    scopes: ["users.update"],
    params: z.object({ id: id() }),
    body: setUserPasswordSchema,
  },
  ({ principal, params, body }) => setUserPassword({ ...body, id: params.id }, principal),
);
