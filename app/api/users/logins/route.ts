import { listLogins, loginsQuery } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The latest logins: who, when, from where, still active or not.",
    scopes: ["users.read"],
    query: loginsQuery,
  },
  ({ query }) => listLogins(query),
);
