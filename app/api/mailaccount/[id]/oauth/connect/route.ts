// GET /api/mailaccount/{id}/oauth/connect: starts connecting a Google or Microsoft mail account
// (lib/domain/mail/mail-account-oauth.ts): a redirect to the provider's sign-in with state and PKCE.
import { z } from "zod";
import { publicOrigin } from "@/lib/core/origin";
import { startMailOAuth } from "@/lib/domain/mail/mail-account-oauth";
import { redirect } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { id } from "@/lib/validation/validators";

export const GET = route(
  {
    summary:
      "Start the OAuth flow of a Google or Microsoft mail account: 302 to the provider's authorization URL (state, PKCE S256); the provider returns to /api/mailaccount/oauth/callback. 409 for a password account or one without a client id.",
    scopes: ["mail.update"],
    params: z.object({ id: id() }),
    response: redirect(302),
  },
  async ({ params, principal }) => {
    const { url } = await startMailOAuth(
      { id: params.id, redirectUri: `${publicOrigin()}/api/mailaccount/oauth/callback` },
      principal,
    );
    return new Response(null, { status: 302, headers: { location: url } });
  },
);
