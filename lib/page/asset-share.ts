// The page /finance/assetshare: the bookings arriving in a period (this year unless the address
// says otherwise) that span a resort and a vessel, each with the resort's and the vessel's share
// of its revenue (lib/domain/finance/asset-share.ts), paged on the server, the sums above, and
// whether the caller may download the period's finance report.
import "server-only";
import { hasSome } from "../access/scopes";
import type { Principal } from "../auth/principal";
import { operatorToday } from "../core/operator";
import { assetShare, type AssetSharePage } from "../domain/finance/asset-share";
import { assetShareQuery } from "../domain/finance/report-schemas";
import { PAYMENT_READ_SCOPES } from "../domain/payments/payment-schemas";
import { validate } from "../http/parse";
import type { Locale } from "../i18n/locale";
import { loadPagedList, type PageSearchParams } from "./list";

type Row = AssetSharePage["data"][number];
type Share = Row["shares"][number];

/** A row as the table shows it: the shares of resorts and of vessels side by side. */
function tableRow(r: Row) {
  const of = (kind: Share["asset"]["kind"]) => r.shares.filter((s) => s.asset.kind === kind);
  const side = (shares: Share[]) => ({
    name: shares.map((s) => s.asset.name).join(", "),
    nights: shares.reduce((n, s) => n + s.nights, 0),
    share: shares.reduce((n, s) => n + Number(s.total), 0).toFixed(2),
  });
  const [resort, vessel] = [side(of("resort")), side(of("vessel"))];
  return {
    id: r.id,
    number: r.number,
    state: r.state,
    customer: r.customer,
    dateFrom: r.dateFrom,
    dateTo: r.dateTo,
    currency: r.currency,
    total: r.total,
    resort: resort.name,
    resortNights: resort.nights,
    resortShare: resort.share,
    vessel: vessel.name,
    vesselNights: vessel.nights,
    vesselShare: vessel.share,
  };
}

export async function loadAssetShare(sp: PageSearchParams, principal: Principal, locale: Locale) {
  const year = (await operatorToday()).slice(0, 4);
  const period = { from: `${year}-01-01`, to: `${year}-12-31` };
  let totals: AssetSharePage["totals"] = [];
  const list = await loadPagedList(sp, locale, async (q) => {
    const query = validate(
      assetShareQuery,
      { from: q.filter.from || period.from, to: q.filter.to || period.to, page: q.page, size: q.size },
      locale,
    );
    const page = await assetShare(query);
    totals = page.totals;
    return { ...page, data: page.data.map(tableRow) };
  });
  // the finance report of the period, for who sees payments (its route's scopes)
  return { ...list, totals, period, canReport: hasSome(principal, PAYMENT_READ_SCOPES) };
}
