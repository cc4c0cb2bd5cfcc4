import { USER } from "@/lib/access/scopes";
import { USER_TYPES } from "@/lib/domain/users/user-types";
import { route } from "@/lib/http/route";

/** The user types: System, API, customer, agency, employee, Default, Inactive. */
export const GET = route({ scopes: [USER] }, () => USER_TYPES);
