// POST /api/users/self/password: the logged-in user changes their own password.
import { USER } from "@/lib/access/scopes";
import { changeOwnPassword, passwordChangeSchema } from "@/lib/domain/users/change-own-password";
import { route } from "@/lib/http/route";
import { noContent } from "@/lib/http/answers";

export const POST = route(
  {
    summary: "Change the own password: {currentPassword, password}.",
    scopes: [USER],
    body: passwordChangeSchema,
    response: noContent,
  },
  async ({ principal, body }) => {
    await changeOwnPassword(body, principal);
  },
);
