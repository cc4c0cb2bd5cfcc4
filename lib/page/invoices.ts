// The invoice pages: the public invoice (/invoice/{id}, /club/invoice/{id}) opened with its link's
// token (or by a user who may read its booking; anyone else sees "not found"), with the providers
// a guest may pay with; and the invoice list (/finance/invoices), paged on the server.
import "server-only";
import type { Principal } from "../auth/principal";
import { invoiceFor } from "../domain/finance/pay-invoice";
import { invoiceToken } from "../domain/finance/invoice-token";
import { listInvoices } from "../domain/finance/invoice-view";
import { activeProviders } from "../domain/payments/provider-config";
import type { Locale } from "../i18n/locale";
import { loadPagedList, type PageSearchParams } from "./list";
import { unlessRefused } from "./search-params";

export async function loadPublicInvoice(id: number, token: string | undefined, principal: Principal, locale: Locale) {
  const invoice = await unlessRefused(invoiceFor(id, token, principal));
  if (!invoice) return null;
  // the page's own links (PDF, pay) carry the token, also for a user who came without one
  return { invoice, token: invoiceToken(invoice), providers: await activeProviders(locale) };
}

export const loadInvoiceList = (sp: PageSearchParams, locale: Locale) => loadPagedList(sp, locale, listInvoices);
