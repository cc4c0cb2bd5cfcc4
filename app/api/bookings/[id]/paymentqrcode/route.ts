// POST (or GET) /api/bookings/{id}/paymentqrcode: the GiroCode of the booking's open amount (PNG).
import { bookingPaymentQr } from "@/lib/domain/finance/payment-qr";
import { file } from "@/lib/http/answers";
import { bookingRead } from "@/lib/http/booking-route";

const handler = bookingRead(
  {
    summary:
      "The EPC QR code (GiroCode) of what is open on the booking, to the operator's account with the booking's number as its text (PNG). 409 when the booking is not in euros, nothing is open or no IBAN is set.",
    response: file("image/png", "the EPC QR code"),
  },
  async ({ bookingId }) => {
    const qr = await bookingPaymentQr(bookingId);
    return new Response(new Uint8Array(qr.png), {
      headers: { "content-type": "image/png", "cache-control": "no-store" },
    });
  },
);

export const POST = handler;
export const GET = handler;
