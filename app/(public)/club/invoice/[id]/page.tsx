// /club/invoice/{id}?token=: the club's address of a member's invoice: the same page as /invoice/{id}.
import { publicInvoicePage, type InvoicePageProps } from "../../../invoice/[id]/public-invoice-page";

export default async function ClubInvoicePage(props: InvoicePageProps) {
  return publicInvoicePage(props, (id) => `/club/invoice/${id}`);
}
