// /invoice/{id}?token=: a guest's invoice from the link they were sent (lib/page/invoices.ts); the
// wrong token gets the same "not found" as a missing invoice.
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { PublicInvoice } from "@/components/finance/public-invoice";
import type { Locale } from "@/lib/i18n/locale";
import { requireRoute } from "@/lib/page/context";
import { loadPublicInvoice } from "@/lib/page/invoices";
import { firstParam, positiveIntParam, type SearchParams } from "@/lib/page/search-params";

export default async function InvoicePage(props: { params: Promise<{ id: string }>; searchParams: SearchParams }) {
  const [{ id }, sp] = await Promise.all([props.params, props.searchParams]);
  const principal = await requireRoute(`/invoice/${id}`);
  const invoiceId = positiveIntParam(id);
  const found = invoiceId
    ? await loadPublicInvoice(invoiceId, firstParam(sp.token), principal, (await getLocale()) as Locale)
    : null;
  if (!found) notFound();
  return <PublicInvoice {...found} payment={firstParam(sp.payment)} />;
}
