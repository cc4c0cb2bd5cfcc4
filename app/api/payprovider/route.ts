// GET /api/payprovider: the configured payment providers (which secrets are set, never their values).
import { listProviders } from "@/lib/domain/payments/provider-config";
import { route } from "@/lib/http/route";
import { z } from "zod";
import { providerAnswer } from "@/lib/domain/payments/answer-schemas";

export const GET = route(
  {
    summary: "The payment providers with their settings; secrets only as set/not set.",
    scopes: ["payprovider.read"],
    response: z.array(providerAnswer),
  },
  async () => listProviders(),
);
