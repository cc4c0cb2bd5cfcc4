import { z } from "zod";
import { USER } from "@/lib/access/scopes";
import { jumpInto, systemJump } from "@/lib/domain/users/jump";
import { route } from "@/lib/http/route";

const params = z.object({ system: z.string().min(1).max(60) });

export const GET = route(
  {
    summary: "For the logged-in user: a one-time token and the URL that opens the external system.",
    scopes: [USER],
    params,
  },
  ({ params, principal }) => jumpInto(params.system, principal.user!.id),
);

export const POST = route(
  {
    summary:
      "For the external system (Authorization: its secret): check {token}, or make a jump link for {email, target}.",
    params,
    body: z.object({
      token: z.string().max(512).optional(),
      email: z.string().email().optional(),
      target: z.string().max(500).optional(),
    }),
  },
  ({ req, params, body }) => systemJump(params.system, req.headers.get("authorization"), body),
);
