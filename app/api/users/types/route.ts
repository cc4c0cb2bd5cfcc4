import { USER } from "@/lib/access/scopes";
import { USER_TYPES } from "@/lib/domain/users/user-types";
import { route } from "@/lib/http/route";

export const GET = route(
  { summary: "The user types: System, API, customer, agency, employee, Default, Inactive.", scopes: [USER] },
  () => USER_TYPES,
);
