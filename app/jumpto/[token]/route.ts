import { z } from "zod";
import { jumpLogin } from "@/lib/domain/users/jump";
import { route } from "@/lib/http/route";

export const GET = route({ summary: "Token login: /jumpto/{token}?target=/path (followed only if it starts with one slash).", params: z.object({ token: z.string() }) }, async ({ req, params }) => {
  const { location, cookie } = await jumpLogin(req, params.token, req.nextUrl.searchParams.get("target"));
  const headers = new Headers({ location });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 303, headers });
});
