// POST (or GET) /api/bookings/{id}/qrcode: the booking page's address as a QR image.
import { z } from "zod";
import { bookingRead } from "@/lib/http/booking-route";
import { bookingQrCode } from "@/lib/domain/booking/booking-qrcode";
import { file } from "@/lib/http/answers";

const query = z.object({
  format: z.enum(["png", "svg"]).default("png"),
  size: z.coerce.number().int().min(64).max(1024).default(256),
});

const handler = bookingRead(
  {
    summary: "The booking's QR code (PNG, or SVG with format=svg; size 64 to 1024 px).",
    query,
    response: file("image/*", "PNG, or SVG with format=svg"),
  },
  async ({ bookingId, query }) => {
    const qr = await bookingQrCode(bookingId, query.format, query.size);
    return new Response(qr.body, {
      headers: { "content-type": qr.type, "cache-control": "private, max-age=3600", "x-qr-text": qr.text },
    });
  },
);

export const POST = handler;
export const GET = handler;
