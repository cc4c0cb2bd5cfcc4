import { roleGroups } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";

/** The role groups in use. */
export const GET = route({ scopes: ["users.read", "users.update"] }, () => roleGroups());
