// The EPC QR code ("GiroCode", European Payments Council, version 002): a banking app scans it and
// fills in a SEPA credit transfer to the operator's account for the open amount with the invoice's
// number as the text. Only for euros and an IBAN: the standard knows no other currency.
import QRCode from "qrcode";
import type { Decimal } from "../../core/money";

export type EpcTransfer = { name: string; iban: string; bic?: string; amount: Decimal; currency: string; text: string };

/** The one currency a GiroCode carries (SEPA credit transfers are in euros). */
// eslint-disable-next-line no-restricted-syntax -- the EPC standard's currency, not the operator's default
const SEPA_CURRENCY = "EUR";

/** The payload (lines separated by \n), or null when the transfer cannot be a GiroCode. */
export function epcPayload(t: EpcTransfer): string | null {
  if (t.currency !== SEPA_CURRENCY || !t.iban || !t.name || t.amount.lte(0) || t.amount.gt("999999999.99")) return null;
  const clean = (s: string, max: number) =>
    s
      .replace(/[\r\n]+/g, " ")
      .trim()
      .slice(0, max);
  return [
    "BCD",
    "002",
    "1", // UTF-8
    "SCT",
    clean(t.bic ?? "", 11),
    clean(t.name, 70),
    t.iban.replace(/\s+/g, "").toUpperCase(),
    `${SEPA_CURRENCY}${t.amount.toFixed(2)}`,
    "", // purpose
    "", // structured reference (the text below instead)
    clean(t.text, 140),
  ].join("\n");
}

/** The code as a PNG (error correction M, as the standard asks). */
export async function epcQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { type: "png", errorCorrectionLevel: "M", margin: 2, width: 300 });
}
