// GET /api/users/roles: the roles a user can be given.
import { route } from "@/lib/http/route";
import { listRoles } from "@/lib/domain/users/user-admin";
import { z } from "zod";
import { wireId } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The roles a user can be given.",
    scopes: ["users.read", "users.update"],
    response: z.array(z.object({ id: wireId, name: z.string(), group: z.string(), scopes: z.array(z.string()) })),
  },
  () => listRoles(),
);
