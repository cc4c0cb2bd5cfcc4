// The offline provider for installs without online payment: bank transfer or pay on site. Its
// checkout sends the guest to the success page with the payment instructions from its settings;
// a payment is reported by staff (the notify endpoint with {reference, amount}), since no
// outside system can sign it.
import { AppError } from "../../core/errors";
import { dec } from "../../core/money";
import type { PaymentProviderImpl } from "./providers";

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

export const offlineProvider: PaymentProviderImpl = {
  code: "offline",
  secretKeys: [],
  notifyNeedsStaff: true,
  async checkout(req, config) {
    const s = config.settings;
    return {
      url: req.successUrl,
      reference: null,
      instructions: {
        method: str(s.method) ?? "bankTransfer",
        accountHolder: str(s.accountHolder),
        iban: str(s.iban),
        bic: str(s.bic),
        bank: str(s.bank),
        note: str(s.note),
        reference: req.bookingNo,
        amount: req.amount.toFixed(2),
        currency: req.currency,
      },
    };
  },
  async parseNotification(body) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(body || "{}") as Record<string, unknown>;
    } catch {
      throw new AppError("INVALID_JSON");
    }
    const reference = str(data.reference);
    const amount = typeof data.amount === "number" || typeof data.amount === "string" ? String(data.amount) : null;
    const fields = [
      ...(!reference
        ? [{ path: "reference", message: "validation.required" }]
        : reference.length > 100 || reference.endsWith(":refund")
          ? [{ path: "reference", message: "validation.paymentReference" }]
          : []),
      ...(amount && /^\d+(\.\d{1,2})?$/.test(amount) && Number(amount) > 0
        ? []
        : [{ path: "amount", message: "validation.amount" }]),
    ];
    if (fields.length) throw new AppError("VALIDATION_ERROR", undefined, { fields });
    const status = data.status === "refunded" ? "refunded" : "paid";
    return [{ providerPaymentId: reference!, status, amount: dec(amount!), currency: str(data.currency), raw: data }];
  },
};
