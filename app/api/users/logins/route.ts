// GET /api/users/logins: the latest logins (sessions): who, when, from where, still active or not.
import { listLogins, loginsQuery } from "@/lib/domain/users/user-admin";
import { route } from "@/lib/http/route";
import { loginAnswer } from "@/lib/domain/users/user-schema";
import { wirePage } from "@/lib/validation/wire";

export const GET = route(
  {
    summary: "The latest logins: who, when, from where, still active or not.",
    scopes: ["users.read"],
    query: loginsQuery,
    response: wirePage(loginAnswer),
  },
  ({ query }) => listLogins(query),
);
