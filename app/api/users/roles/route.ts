import { route } from "@/lib/http/route";
import { listRoles } from "@/lib/domain/users/user-admin";

/** The roles a user can be given. */
export const GET = route({ scopes: ["users.read", "users.update"] }, () => listRoles());
