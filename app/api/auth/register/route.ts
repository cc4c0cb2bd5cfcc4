import { registerSchema } from "@/lib/domain/users/account-schemas";
import { registerUser } from "@/lib/domain/users/registration";
import { created, route } from "@/lib/http/route";

/** Register a customer (or club member) or an agency; a verification mail follows. */
export const POST = route({ body: registerSchema }, async ({ body, locale }) => created(await registerUser(body, locale)));
