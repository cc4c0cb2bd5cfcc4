// The payment-provider interface: what a provider must do for online payment (start a checkout
// for an amount, read the notifications it sends back), and the registry of the known ones.
// Providers are pure adapters: no database; the use cases load their configuration and record.
import type { Decimal } from "../../core/money";
import { offlineProvider } from "./offline-provider";
import { stripeProvider } from "./stripe-provider";

export type ProviderConfig = { settings: Record<string, unknown>; secrets: Record<string, unknown> };

export type CheckoutRequest = {
  bookingId: number;
  bookingNo: string | null;
  amount: Decimal;
  currency: string;
  language: string;
  successUrl: string;
  abortUrl: string;
};

/** where the guest goes to pay (a provider's page, or our own success page with instructions) */
export type CheckoutAnswer = { url: string; reference: string | null; instructions?: Record<string, unknown> };

/** a payment as the provider reports it; several per notification are allowed */
export type PaymentReport = {
  providerPaymentId: string;
  status: "pending" | "paid" | "refunded";
  /** the amount paid (or refunded) in the booking's currency; null: not known from this report */
  amount: Decimal | null;
  currency: string | null;
  raw: unknown;
};

export type PaymentProviderImpl = {
  code: string;
  /** the secret keys a configuration holds (never sent back to the browser) */
  secretKeys: readonly string[];
  /** true: nothing signs its notifications, so only staff may report a payment */
  notifyNeedsStaff: boolean;
  checkout(req: CheckoutRequest, config: ProviderConfig): Promise<CheckoutAnswer>;
  /** reads a notification; throws AppError BAD_REQUEST for a bad signature. Null: not about a payment */
  parseNotification(
    body: string,
    headers: Headers,
    config: ProviderConfig,
    bookingId: number,
  ): Promise<PaymentReport[] | null>;
  /** after the guest returns: what the provider says about the checkout (covers a late webhook) */
  lookup?(reference: string, config: ProviderConfig, bookingId: number): Promise<PaymentReport[]>;
};

export const PAYMENT_PROVIDERS: Record<string, PaymentProviderImpl> = {
  offline: offlineProvider,
  stripe: stripeProvider,
};

export const PROVIDER_CODES = Object.keys(PAYMENT_PROVIDERS) as ["offline", "stripe"];
