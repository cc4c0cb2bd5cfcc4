// GET /jumpto/{token}: a jump login from an external system; a 303 to the target with a new browser session.
import { z } from "zod";
import { jumpLogin } from "@/lib/domain/users/jump";
import { browserSessionCookie } from "@/lib/http/browser-cookie";
import { route } from "@/lib/http/route";
import { redirect } from "@/lib/http/answers";

export const GET = route(
  {
    summary: "Token login: /jumpto/{token}?target=/path (followed only if it starts with one slash).",
    params: z.object({ token: z.string() }),
    response: redirect(303),
  },
  async ({ req, params }) => {
    const { location, session } = await jumpLogin({
      token: params.token,
      target: req.nextUrl.searchParams.get("target"),
      userAgent: req.headers.get("user-agent"),
    });
    const headers = new Headers({ location });
    // the browser keeps the new session in the next-auth cookie, as after a password login
    if (session) headers.append("set-cookie", await browserSessionCookie(req, session));
    return new Response(null, { status: 303, headers });
  },
);
