import { USER } from "@/lib/access/scopes";
import { route } from "@/lib/http/route";
import { changeOwnPassword, passwordChangeSchema } from "@/lib/domain/users/self";

/** Change the own password: {currentPassword, password}. */
export const POST = route({ scopes: [USER], body: passwordChangeSchema }, async ({ principal, body }) => {
  await changeOwnPassword(principal.user!, principal.session?.id, body);
});
