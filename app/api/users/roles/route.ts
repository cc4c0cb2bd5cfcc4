import { route } from "@/lib/http/route";
import { listRoles } from "@/lib/domain/users/user-admin";

export const GET = route({ summary: "The roles a user can be given.", scopes: ["users.read", "users.update"] }, () =>
  listRoles(),
);
