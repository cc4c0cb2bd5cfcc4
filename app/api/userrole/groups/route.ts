// GET /api/userrole/groups: the role groups in use.
import { roleGroups } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  { summary: "The role groups in use.", scopes: ["users.read", "users.update"], response: z.array(z.string()) },
  () => roleGroups(),
);
