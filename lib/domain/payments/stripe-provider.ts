// The Stripe provider, on the official SDK: a Checkout Session for the open amount, and the signed
// webhook (checkout.session.completed / async_payment_succeeded, payment_intent.succeeded,
// charge.refunded). Every report is keyed on the PaymentIntent id, so a session event and an
// intent event about the same payment are one payment. settings.apiBase points the SDK at another
// host (a local stand-in of Stripe's API in tests); secrets: secretKey, webhookSecret.
import Stripe from "stripe";
import { AppError } from "../../core/errors";
import { dec, minorUnits, type Decimal } from "../../core/money";
import { DEFAULT_LOCALE, isLocale } from "../../i18n/locale";
import { translator } from "../../i18n/translator";
import type { PaymentProviderImpl, PaymentReport, ProviderConfig } from "./providers";

function client(config: ProviderConfig): Stripe {
  const key = config.secrets.secretKey;
  if (typeof key !== "string" || !key) throw new AppError("NOT_CONFIGURED", "errors.PAYMENT_NOT_CONFIGURED");
  const base =
    typeof config.settings.apiBase === "string" && config.settings.apiBase ? new URL(config.settings.apiBase) : null;
  return new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
}

const fromMinor = (amount: number | null | undefined, currency: string): Decimal | null =>
  amount == null ? null : dec(amount).div(dec(10).pow(minorUnits(currency)));

type SessionLike = {
  id: string;
  payment_intent?: string | { id: string } | null;
  payment_status?: string;
  amount_total?: number | null;
  currency?: string | null;
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
};

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === "string" ? v : (v?.id ?? null));

function fromSession(s: SessionLike, bookingId: number): PaymentReport[] {
  const forBooking = s.metadata?.bookingId ?? s.client_reference_id;
  if (forBooking !== String(bookingId)) return [];
  const currency = (s.currency ?? "").toUpperCase();
  return [
    {
      providerPaymentId: idOf(s.payment_intent) ?? s.id,
      status: s.payment_status === "paid" || s.payment_status === "no_payment_required" ? "paid" : "pending",
      amount: fromMinor(s.amount_total, currency),
      currency: currency || null,
      raw: { session: s.id, payment_status: s.payment_status },
    },
  ];
}

export const stripeProvider: PaymentProviderImpl = {
  code: "stripe",
  secretKeys: ["secretKey", "webhookSecret"],
  notifyNeedsStaff: false,
  async checkout(req, config) {
    const stripe = client(config);
    const unit = dec(10).pow(minorUnits(req.currency));
    const join = req.successUrl.includes("?") ? "&" : "?";
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency.toLowerCase(),
              unit_amount: req.amount.times(unit).toNumber(),
              product_data: {
                name: translator(isLocale(req.language) ? req.language : DEFAULT_LOCALE)("payment.stripeLineItem", {
                  bookingNo: req.bookingNo ?? String(req.bookingId),
                }),
              },
            },
          },
        ],
        client_reference_id: String(req.bookingId),
        metadata: { bookingId: String(req.bookingId) },
        payment_intent_data: { metadata: { bookingId: String(req.bookingId) } },
        success_url: `${req.successUrl}${join}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: req.abortUrl,
        locale: req.language === "de" ? "de" : "en",
      },
      // the same booking and amount never opens two sessions at once
      { idempotencyKey: `checkout-${req.bookingId}-${req.amount.toFixed(2)}-${Math.floor(Date.now() / 600_000)}` },
    );
    if (!session.url) throw new AppError("CONFLICT", "errors.PAYMENT_PROVIDER_FAILED");
    return { url: session.url, reference: session.id };
  },
  async parseNotification(body, headers, config, bookingId) {
    const secret = config.secrets.webhookSecret;
    if (typeof secret !== "string" || !secret) throw new AppError("NOT_CONFIGURED", "errors.PAYMENT_NOT_CONFIGURED");
    let event: Stripe.Event;
    try {
      event = client(config).webhooks.constructEvent(body, headers.get("stripe-signature") ?? "", secret);
    } catch {
      throw new AppError("BAD_REQUEST", "errors.PAYMENT_SIGNATURE");
    }
    const o = event.data.object as unknown as Record<string, unknown>;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        return fromSession(o as unknown as SessionLike, bookingId);
      case "payment_intent.succeeded": {
        const pi = event.data.object;
        if (pi.metadata?.bookingId !== String(bookingId)) return [];
        const currency = pi.currency.toUpperCase();
        return [
          {
            providerPaymentId: pi.id,
            status: "paid",
            amount: fromMinor(pi.amount_received, currency),
            currency,
            raw: { event: event.id, type: event.type },
          },
        ];
      }
      case "charge.refunded": {
        const ch = event.data.object;
        const pi = idOf(ch.payment_intent);
        if (!pi || (ch.metadata?.bookingId && ch.metadata.bookingId !== String(bookingId))) return [];
        const currency = ch.currency.toUpperCase();
        return [
          {
            providerPaymentId: pi,
            status: "refunded",
            amount: fromMinor(ch.amount_refunded, currency),
            currency,
            raw: { event: event.id, type: event.type },
          },
        ];
      }
      default:
        return null;
    }
  },
  async lookup(reference, config, bookingId) {
    const session = await client(config).checkout.sessions.retrieve(reference);
    return fromSession(session as unknown as SessionLike, bookingId);
  },
};
