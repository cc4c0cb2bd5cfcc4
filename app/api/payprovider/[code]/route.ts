// PUT /api/payprovider/{code}: configure a payment provider (offline, stripe); secrets are write only.
import { z } from "zod";
import { saveProvider, saveProviderSchema } from "@/lib/domain/payments/provider-config";
import { route } from "@/lib/http/route";
import { providerAnswer } from "@/lib/domain/payments/answer-schemas";

export const PUT = route(
  {
    summary:
      "Configure a payment provider (offline, stripe): name, active, sort, settings, secrets (write only; empty keeps the stored one). Admin only.",
    scopes: ["admin"],
    params: z.object({ code: z.enum(["offline", "stripe"], { error: "validation.paymentProvider" }) }),
    body: saveProviderSchema,
    response: providerAnswer,
  },
  async ({ params, body, principal }) => saveProvider(params.code, body, principal),
);
