// /api/cauth/jump/{system}: one-time jump logins between this app and an external system.
import { z } from "zod";
import { USER } from "@/lib/access/scopes";
import { jumpInto, systemJump } from "@/lib/domain/users/jump";
import { route } from "@/lib/http/route";
import { wireInt } from "@/lib/validation/wire";
import { publicUserAnswer } from "@/lib/domain/users/user-schema";

const params = z.object({ system: z.string().min(1).max(60) });

export const GET = route(
  {
    summary: "For the logged-in user: a one-time token and the URL that opens the external system.",
    scopes: [USER],
    params,
    response: z.object({ system: z.string(), url: z.string(), token: z.string(), expiresIn: wireInt }),
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
    response: z.union([
      z.object({ user: publicUserAnswer }).meta({ description: "a token checked: whose it is" }),
      z.object({ url: z.string(), expiresIn: wireInt }).meta({ description: "a jump link made" }),
    ]),
  },
  ({ req, params, body }) => systemJump(params.system, req.headers.get("authorization"), body),
);
