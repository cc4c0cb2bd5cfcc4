// A form's public link as a QR code (POST /api/form/{id}/qrcode), e.g. on a printed check-in sheet.
import QRCode from "qrcode";
import { db } from "../../core/db";
import { notFound } from "../../core/errors";
import { publicOrigin } from "../../core/origin";
import { formPath } from "./form-token";

export async function formQrCode(id: number, size: number) {
  const form = await db().form.findUnique({ where: { id }, select: { id: true, tokenSalt: true } });
  if (!form) throw notFound("form");
  const text = `${publicOrigin()}${formPath(form)}`;
  return { body: new Uint8Array(await QRCode.toBuffer(text, { type: "png", width: size, margin: 2 })), text };
}
