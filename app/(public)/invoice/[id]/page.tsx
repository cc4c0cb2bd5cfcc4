// /invoice/{id}?token=: a guest's invoice from the link they were sent (lib/page/invoices.ts); the
// wrong token gets the same "not found" as a missing invoice.
import { publicInvoicePage, type InvoicePageProps } from "./public-invoice-page";

export default async function InvoicePage(props: InvoicePageProps) {
  return publicInvoicePage(props, (id) => `/invoice/${id}`);
}
