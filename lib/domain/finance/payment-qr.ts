// POST /api/bookings/{id}/paymentqrcode: the GiroCode (EPC QR) of what is open on a booking: a
// banking app scanned at the desk or on the guest's phone fills in the transfer to the operator's
// account with the booking's number as its text. Only euros and an account set at /config/company.
import { AppError } from "../../core/errors";
import { dec } from "../../core/money";
import { loadBookingView } from "../booking/view";
import { bookingLabel } from "../booking/states";
import { epcPayload, epcQrPng } from "./epc-qr";
import { sellerParty } from "./issue-invoice";

export async function bookingPaymentQr(bookingId: number): Promise<{ png: Buffer; payload: string }> {
  const b = await loadBookingView(bookingId);
  const seller = await sellerParty();
  const payload = epcPayload({
    name: seller.name,
    iban: seller.iban ?? "",
    bic: seller.bic,
    amount: dec(b.open),
    currency: b.currency,
    text: bookingLabel(b),
  });
  if (!payload)
    throw new AppError("CONFLICT", "errors.invoices.noGiroCode", {
      details: { reason: "noGiroCode", currency: b.currency, open: b.open },
    });
  return { png: await epcQrPng(payload), payload };
}
