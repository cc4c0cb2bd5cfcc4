import { roleGroups } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "The role groups in use.", scopes: ["users.read", "users.update"] }, () =>
  roleGroups(),
);
