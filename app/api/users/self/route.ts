import { USER } from "@/lib/access/scopes";
import { route } from "@/lib/http/route";
import { readSelf, selfUpdateSchema, updateSelf } from "@/lib/domain/users/self";

/** The logged-in user. */
export const GET = route({ scopes: [USER] }, ({ principal }) => readSelf(principal.user!));

/** Update the own name, phone and settings. */
export const POST = route({ scopes: [USER], body: selfUpdateSchema }, ({ principal, body }) => updateSelf(principal.user!, body));
