// GET /api/bookings/assetShare?from=&to=: the revenue of bookings that span a resort and a vessel,
// split between them by lines and nights (lib/domain/finance/asset-share.ts). Feature connect.
import { assetShareAnswer } from "@/lib/domain/finance/answer-schemas";
import { assetShare } from "@/lib/domain/finance/asset-share";
import { assetShareQuery } from "@/lib/domain/finance/report-schemas";
import { route } from "@/lib/http/route";

export const GET = route(
  {
    summary:
      "Bookings arriving from..to (at most 1096 days) that span a resort and a vessel, each with its revenue " +
      "split between them ({data, total, page, size, totals}): a room's or cabin's lines go to its asset, the " +
      "whole booking's lines are split by the nights on each; totals per asset and currency.",
    scopes: ["bookings.read"],
    features: ["connect"],
    query: assetShareQuery,
    response: assetShareAnswer,
  },
  ({ query }) => assetShare(query),
);
