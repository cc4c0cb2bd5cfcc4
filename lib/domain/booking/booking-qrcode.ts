// The booking's QR code: its page's address, as a PNG (or SVG), made with the qrcode library.
import QRCode from "qrcode";
import { db } from "../../core/db";
import { notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";

export async function bookingQrCode(bookingId: number, format: "png" | "svg", size: number) {
  const b = await db().booking.findUnique({ where: { id: bookingId }, select: { id: true } });
  if (!b) throw notFound();
  const text = `${publicOrigin()}/booking/${b.id}`;
  if (format === "svg")
    return { type: "image/svg+xml", body: await QRCode.toString(text, { type: "svg", width: size, margin: 2 }), text };
  return {
    type: "image/png",
    body: new Uint8Array(await QRCode.toBuffer(text, { type: "png", width: size, margin: 2 })),
    text,
  };
}
