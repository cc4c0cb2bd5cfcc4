// /api/users/self: the logged-in user (GET) and changing their own name, phone and settings (POST).
import { USER } from "@/lib/access/scopes";
import { route } from "@/lib/http/route";
import { readSelf, selfUpdateSchema, updateSelf } from "@/lib/domain/users/self";
import { publicUserAnswer } from "@/lib/domain/users/user-schema";

export const GET = route(
  { summary: "The logged-in user.", scopes: [USER], response: publicUserAnswer },
  ({ principal }) => readSelf(principal.user!),
);

export const POST = route(
  {
    summary: "Update the own name, phone and settings.",
    scopes: [USER],
    body: selfUpdateSchema,
    response: publicUserAnswer,
  },
  ({ principal, body }) => updateSelf(principal.user!, body),
);
