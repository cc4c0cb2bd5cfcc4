// The page of an invoice opened by its link, at its own address (/invoice/{id}) and at the club's
// (/club/invoice/{id}): the address decides only whose route access is checked.
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { PublicInvoice } from "@/components/finance/public-invoice";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { loadPublicInvoice } from "@/lib/page/invoices";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/page/search-params";

export type InvoicePageProps = { params: Promise<{ id: string }>; searchParams: SearchParams };

export async function publicInvoicePage(props: InvoicePageProps, pathOf: (id: string) => string) {
  const [{ id }, sp] = await Promise.all([props.params, props.searchParams]);
  const principal = await requireRoute(pathOf(id));
  const invoiceId = positiveIntParam(id);
  const found = invoiceId
    ? await loadPublicInvoice(invoiceId, firstParam(sp.token), principal, (await getLocale()) as Locale)
    : null;
  if (!found) notFound();
  return <PublicInvoice {...found} payment={firstParam(sp.payment)} />;
}
