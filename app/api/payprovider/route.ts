// GET /api/payprovider: the configured payment providers (which secrets are set, never their values).
import { listProviders } from "@/lib/domain/payments/provider-config";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary: "The payment providers with their settings; secrets only as set/not set.",
    scopes: ["payprovider.read"],
  },
  async () => listProviders(),
);
