// GET /api/mailaccount/oauth/callback: where Google or Microsoft send the user back; the code is
// exchanged for tokens (lib/domain/mail/mail-account-oauth.ts), then the account's page is shown.
import { z } from "zod";
import { publicOrigin } from "@/lib/core/origin";
import { finishMailOAuth } from "@/lib/domain/mail/mail-account-oauth";
import { redirect } from "@/lib/http/answers";
import { route } from "@/lib/http/route";
import { safeString } from "@/lib/validation/validators";

const param = (max: number) => safeString().max(max);

export const GET = route(
  {
    summary:
      "The OAuth callback of a mail account: exchanges the code for tokens at the provider's token endpoint (PKCE verifier) and redirects to the account's page. 400 for an unknown, used, expired or foreign state; 502 when the provider refuses.",
    scopes: ["mail.update"],
    query: z.object({
      state: param(200),
      code: param(4000).optional(),
      error: param(200).optional(),
      error_description: param(2000).optional(),
      scope: param(2000).optional(),
      session_state: param(200).optional(),
      iss: param(500).optional(),
    }),
    response: redirect(302),
  },
  async ({ query, principal }) => {
    const { id } = await finishMailOAuth(
      { ...query, redirectUri: `${publicOrigin()}/api/mailaccount/oauth/callback` },
      principal,
    );
    return new Response(null, { status: 302, headers: { location: `/config/mailaccounts/${id}?connected=1` } });
  },
);
