import { registerSchema } from "@/lib/domain/users/account-schemas";
import { registerUser } from "@/lib/domain/users/register-user";
import { created, route } from "@/lib/http/route";

export const POST = route(
  { summary: "Register a customer (or club member) or an agency; a verification mail follows.", body: registerSchema },
  async ({ body, locale, principal }) => created(await registerUser({ ...body, locale }, principal)),
);
