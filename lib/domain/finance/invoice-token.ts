// The public link of an invoice (/invoice/{id}?token=...): an unguessable token derived from the
// server's secret and the invoice, so it needs no storage, can be shown to staff again to copy,
// and a wrong token is told apart from a right one only by the secret's holder. Checked in
// constant time; a wrong token gets the same 404 as a missing invoice.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../../auth/secret";

export const invoiceToken = (invoice: { id: number; number: string }) =>
  createHmac("sha256", authSecret()).update(`invoice:${invoice.id}:${invoice.number}`).digest("base64url");

export function tokenMatches(invoice: { id: number; number: string }, token: string | null | undefined): boolean {
  if (!token) return false;
  const want = Buffer.from(invoiceToken(invoice));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
