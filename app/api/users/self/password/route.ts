import { USER } from "@/lib/access/scopes";
import { changeOwnPassword, passwordChangeSchema } from "@/lib/domain/users/change-own-password";
import { route } from "@/lib/http/route";

export const POST = route(
  { summary: "Change the own password: {currentPassword, password}.", scopes: [USER], body: passwordChangeSchema },
  async ({ principal, body }) => {
    await changeOwnPassword(body, principal);
  },
);
