// /api/users/{id}/link/{system}: a user's account in an external system (read, set, remove).
import { z } from "zod";
import { getLink, linkSchema, removeLink, setLink } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";
import { userLinkAnswer } from "@/lib/domain/users/user-schema";
import { noContent } from "@/lib/http/answers";

const params = z.object({
  id: id(),
  system: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]+$/i)
    .max(60),
});

export const GET = route(
  { summary: "A user's account in an external system.", scopes: ["users.read"], params, response: userLinkAnswer },
  ({ params }) => getLink(params.id, params.system),
);
export const POST = route(
  { scopes: ["users.update"], params, body: linkSchema, response: userLinkAnswer },
  ({ params, body }) => setLink(params.id, params.system, body),
);
export const DELETE = route({ scopes: ["users.update"], params, response: noContent }, ({ params }) =>
  removeLink(params.id, params.system),
);
