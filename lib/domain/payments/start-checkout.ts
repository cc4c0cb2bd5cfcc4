// Starting a checkout with a provider, for whatever the guest pays (a booking's open amount, an
// invoice): the provider (the guest's choice, else the first active one) is asked for where to
// pay, the start is audited ("<entity>.checkoutStarted", who and whether staff), and the answer
// says where the guest goes (checkoutAnswer). The callers decide what is paid and where the
// provider sends the guest back.
import type { Principal } from "../../auth/principal";
import { hasSome } from "../../access/scopes";
import { auditBy } from "../../core/audit";
import { transaction } from "../../core/db";
import { loadProvider } from "./provider-config";
import type { CheckoutRequest } from "./providers";

export type CheckoutStart = Omit<CheckoutRequest, "successUrl" | "abortUrl"> & {
  /** the provider the guest chose, else the first active one */
  provider?: string;
  /** the page the provider sends the guest back to, of the provider `code` */
  back: (page: "success" | "aborted", code: string) => string;
  /** what the audit row is about */
  entity: "booking" | "invoice";
  entityId: number;
  /** more of the audit row's data (after provider, reference and amount) */
  audited?: Record<string, unknown>;
};

export async function startCheckout(s: CheckoutStart, actor: Principal) {
  const { impl, config, code } = await loadProvider(s.provider);
  const answer = await impl.checkout(
    {
      bookingId: s.bookingId,
      bookingNo: s.bookingNo,
      amount: s.amount,
      currency: s.currency,
      language: s.language,
      successUrl: s.back("success", code),
      abortUrl: s.back("aborted", code),
    },
    config,
  );
  await transaction((tx) =>
    auditBy(tx, actor, {
      action: `${s.entity}.checkoutStarted`,
      entity: s.entity,
      entityId: s.entityId,
      data: {
        provider: code,
        reference: answer.reference,
        amount: s.amount.toFixed(2),
        ...s.audited,
        staff: hasSome(actor, ["bookings.update"]),
      },
    }),
  );
  return {
    provider: code,
    url: answer.url,
    reference: answer.reference,
    amount: s.amount.toFixed(2),
    currency: s.currency,
    ...(answer.instructions ? { instructions: answer.instructions } : {}),
  };
}
