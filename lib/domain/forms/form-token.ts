// The public link of a form (/forms/{id}/{token}): an unguessable token derived from the server's
// secret, the form and its salt, so it needs no storage of its own, staff can copy it again (and
// print it as a QR code), and a new salt revokes it. 86 characters: longer than 50, as the spec
// asks of a token. Checked in constant time; a wrong token gets the same 404 as a missing form.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "../../auth/secret";
import { isPlausibleToken } from "../../auth/tokens";

/** A new salt for a form's link. */
export const newFormSalt = () => randomBytes(18).toString("base64url");

export const formToken = (form: { id: number; tokenSalt: string }) =>
  createHmac("sha512", authSecret()).update(`form:${form.id}:${form.tokenSalt}`).digest("base64url");

/** The public page's path of a form. */
export const formPath = (form: { id: number; tokenSalt: string }) => `/forms/${form.id}/${formToken(form)}`;

export function formTokenMatches(form: { id: number; tokenSalt: string }, token: unknown): boolean {
  if (!isPlausibleToken(token)) return false;
  const want = Buffer.from(formToken(form));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
