// What the payment pages load: the guest back from a provider (the checkout asked about, so the
// page is right before the webhook), the pay options and offline details, and the providers staff
// configure.
import "server-only";
import type { Principal } from "../auth/principal";
import type { Locale } from "../i18n/locale";
import { paymentAborted, paymentSucceeded } from "../domain/payments/payment-return";
import { activeProviders, listProviders, offlineDetails } from "../domain/payments/provider-config";
import { PROVIDER_CODES } from "../domain/payments/providers";

/** /payment/success: what the provider says of the checkout, for the booking the caller may see. */
export const paymentSuccess = (
  bookingId: number,
  input: { provider?: string; sessionId?: string },
  p: Principal,
  token?: string | null,
) => paymentSucceeded(bookingId, input, p, token);

/** /payment/aborted: the booking after the guest left the provider's page without paying. */
export const paymentAbort = (bookingId: number, input: { provider?: string }, p: Principal, token?: string | null) =>
  paymentAborted(bookingId, input, p, token);

/** The guest's ways to pay again, in their language, and the offline payment's details (null when off). */
export async function payAgainOptions(locale: Locale) {
  const [providers, offline] = await Promise.all([activeProviders(locale), offlineDetails()]);
  return { providers, offline };
}

/** Every known provider, configured or not yet (`offlineName`: the offline provider's name in the user's language). */
export async function providerSettings(offlineName: string) {
  const configured = await listProviders();
  return PROVIDER_CODES.map(
    (code) =>
      configured.find((p) => p.code === code) ?? {
        code,
        name: code === "stripe" ? "Stripe" : offlineName,
        active: false,
        sort: 0,
        settings: {},
        secrets: code === "stripe" ? { secretKey: false, webhookSecret: false } : {},
      },
  );
}
