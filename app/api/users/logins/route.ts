import { listLogins, loginsQuery } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";

/** The latest logins: who, when, from where, still active or not. */
export const GET = route({ scopes: ["users.read"], query: loginsQuery }, ({ query }) => listLogins(query));
