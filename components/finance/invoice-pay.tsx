"use client";
// The pay buttons of a public invoice: one per active provider; the answer says where to go (the
// provider's page, or this page again with the bank details for a transfer).
import { useState } from "react";
import { api } from "@/lib/client/api";
import { goToCheckout } from "@/lib/client/checkout-window";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

export function InvoicePay(props: {
  invoiceId: number;
  token: string;
  providers: { code: string; name: string }[];
  label: string;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(provider: string) {
    setPending(true);
    setError(null);
    const res = await api<{ url: string }>(`/api/widget/invoice/${props.invoiceId}`, {
      method: "PUT",
      body: { token: props.token, provider },
    });
    if (res.ok) {
      if (goToCheckout(res.data.url, false) === "window") setPending(false);
      return;
    }
    setError(res.error.message);
    setPending(false);
  }

  return (
    <div className="space-y-3">
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        {props.providers.map((p) => (
          <Button key={p.code} disabled={pending} onClick={() => pay(p.code)} data-testid={`invoice-pay-${p.code}`}>
            {props.label}: {p.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
