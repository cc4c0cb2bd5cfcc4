// Reports over bookings as PDF lists (GET or POST /api/bookings/report/{templateId}): the booking
// list's own query (filters, search, sort; lib/domain/booking/list-bookings.ts) within the
// caller's booking scope, at most 500 bookings, in the caller's language. `list`: number, state,
// stay, where, customer, agency, persons, total; `payments`: what is due when, and what is overdue.
import { z } from "zod";
import type { Principal } from "../../auth/principal";
import { formatDay } from "../../i18n/date-format";
import type { Locale } from "../../i18n/locale";
import { formatMoney } from "../../i18n/money-format";
import { translator } from "../../i18n/translator";
import { MAX_PAGE_SIZE, readListQuery } from "../../resources/list-query";
import { safeString } from "../../validation/validators";
import { bookingScope } from "../booking/access";
import { listBookings } from "../booking/list-bookings";
import { renderListPdf, type PdfColumn } from "../documents/list-document";
import type { ReportTemplate } from "./templates";

/** POST report/{templateId}: the booking list's query as a body (filter by name, search, sort, order). */
export const reportBodySchema = z.object({
  filter: z.record(z.string().max(40), z.string().max(200)).default({}),
  search: safeString().max(200).optional(),
  sort: safeString().max(60).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type ReportBody = z.infer<typeof reportBodySchema>;

/** The body as the booking list's query string. */
export function reportParams(body: ReportBody): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body.filter)) p.set(`filter[${k}]`, v);
  if (body.search) p.set("search", body.search);
  if (body.sort) p.set("sort", body.sort);
  if (body.order) p.set("order", body.order);
  return p;
}

const COLUMNS: Record<ReportTemplate, { key: string; width?: number }[]> = {
  list: [
    { key: "number", width: 1.3 },
    { key: "state" },
    { key: "dateFrom" },
    { key: "dateTo" },
    { key: "asset", width: 1.5 },
    { key: "customer", width: 1.5 },
    { key: "agency", width: 1.2 },
    { key: "noOfPax", width: 0.6 },
    { key: "total" },
  ],
  payments: [
    { key: "number", width: 1.3 },
    { key: "state" },
    { key: "customer", width: 1.5 },
    { key: "dateFrom" },
    { key: "total" },
    { key: "paymentDueDate" },
    { key: "overdue", width: 0.7 },
  ],
};

/** The report `template` over the bookings the query selects, as PDF bytes. */
export async function renderBookingReport(
  template: ReportTemplate,
  params: URLSearchParams,
  actor: Principal,
  locale: Locale,
): Promise<Buffer> {
  // by arrival, earliest first, unless the query sorts otherwise
  const asked = readListQuery(params);
  const query = { ...asked, sort: asked.sort ?? "dateFrom", page: 1, size: MAX_PAGE_SIZE };
  const { data, total } = await listBookings(await bookingScope(actor, "read"), query, {
    showCustomers: actor.user?.settings.showCustomersInBookingList !== false,
  });
  const t = translator(locale);
  const tr = (key: string, values?: Record<string, string | number>) =>
    t(`bookingPapers.report.${key}` as never, values as never);
  const day = (iso: string | null) => (iso ? formatDay(iso, locale) : "");
  const rows = (template === "payments" ? data.filter((b) => b.paymentDueDate) : data).map((b) => ({
    number: b.number,
    state: t(`bookingStates.${b.state}`, undefined, b.state),
    dateFrom: day(b.dateFrom),
    dateTo: day(b.dateTo),
    asset: b.asset ?? "",
    customer: b.customer ?? "",
    agency: b.agency ?? "",
    noOfPax: b.noOfPax,
    total: formatMoney(b.total, b.currency, locale),
    paymentDueDate: day(b.paymentDueDate),
    overdue: b.hasExceededDueDate ? tr("yes") : "",
  }));
  const columns: PdfColumn[] = COLUMNS[template].map((c) => ({ ...c, label: tr(`columns.${c.key}`) }));
  const printed = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date());
  return renderListPdf({
    title: tr(`templates.${template}`),
    subtitle: total > data.length ? tr("firstOf", { shown: data.length, total }) : tr("count", { count: rows.length }),
    columns,
    rows,
    footer: t("printLists.printedOn", { date: printed }),
    pageLabel: (page, pages) => t("printLists.page", { page, pages }),
    empty: t("printLists.empty"),
  });
}
