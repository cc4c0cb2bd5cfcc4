"use client";
// Pays a booking's open amount (or only its open deposit or the rest: `part`): one button per
// active provider; the checkout endpoint answers where to go (the provider's page, or our success
// page with the offline instructions). `disabled`: shown as the guest sees them, but inert (the
// staff preview of /book).
import { useState } from "react";
import { api } from "@/lib/client/api";
import { goToCheckout } from "@/lib/client/checkout-window";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";

type Props = {
  bookingId: number;
  token: string | null;
  providers: { code: string; name: string }[];
  label: string;
  part?: "deposit" | "rest" | "open";
  disabled?: boolean;
  /** the widget whose frame the guest pays in: the return pages stay in its look */
  widget?: string;
};

export function PayButtons({ bookingId, token, providers, label, part, disabled, widget }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(provider: string) {
    setPending(true);
    setError(null);
    const query = token ? `?token=${encodeURIComponent(token)}` : "";
    const res = await api<{ url: string }>(`/api/book/${bookingId}/checkout${query}`, {
      body: { provider, ...(part ? { part } : {}), ...(widget ? { widget } : {}) },
    });
    if (res.ok) {
      // in a widget's frame a provider's page opens in a window of its own: this page stays
      if (goToCheckout(res.data.url, !!widget) === "window") setPending(false);
      return;
    }
    setError(res.error.message);
    setPending(false);
  }

  return (
    <div className="space-y-3">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-3">
        {providers.map((p) => (
          <Button
            key={p.code}
            type="button"
            disabled={pending || disabled}
            onClick={() => pay(p.code)}
            data-testid={`pay-${p.code}`}
          >
            {label}: {p.name}
          </Button>
        ))}
      </div>
    </div>
  );
}
