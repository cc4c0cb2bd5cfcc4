import { USER } from "@/lib/access/scopes";
import { route } from "@/lib/http/route";
import { readSelf, selfUpdateSchema, updateSelf } from "@/lib/domain/users/self";

export const GET = route({ summary: "The logged-in user.", scopes: [USER] }, ({ principal }) =>
  readSelf(principal.user!),
);

export const POST = route(
  { summary: "Update the own name, phone and settings.", scopes: [USER], body: selfUpdateSchema },
  ({ principal, body }) => updateSelf(principal.user!, body),
);
