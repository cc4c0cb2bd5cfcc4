import { registerSchema } from "@/lib/domain/users/account-schemas";
import { registerUser } from "@/lib/domain/users/registration";
import { publicOrigin } from "@/lib/http/origin";
import { created, route } from "@/lib/http/route";

/** Register a customer (or club member) or an agency; a verification mail follows. */
export const POST = route({ body: registerSchema }, async ({ req, body, locale }) => created(await registerUser(body, { origin: publicOrigin(req), locale })));
