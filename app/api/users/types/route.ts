// GET /api/users/types: the user types.
import { USER } from "@/lib/access/scopes";
import { USER_TYPES } from "@/lib/domain/users/user-types";
import { route } from "@/lib/http/route";
import { z } from "zod";

export const GET = route(
  {
    summary: "The user types: System, API, customer, agency, employee, Default, Inactive.",
    scopes: [USER],
    response: z.array(z.enum(USER_TYPES)),
  },
  () => USER_TYPES,
);
