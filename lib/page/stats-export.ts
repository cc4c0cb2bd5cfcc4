// /stats/export: what the export form offers: the kinds with their columns (lib/domain/stats/
// stats-export.ts), the assets, and this year as the period to start from.
import "server-only";
import { db } from "../core/db";
import { operatorToday } from "../core/operator";
import { EXPORT_COLUMNS, EXPORT_KINDS } from "../domain/stats/stats-export";

export async function statsExportOptions() {
  const [today, resorts, vessels] = await Promise.all([
    operatorToday(),
    db().resort.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    db().vessel.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
  ]);
  return {
    from: `${today.slice(0, 4)}-01-01`,
    to: `${today.slice(0, 4)}-12-31`,
    kinds: EXPORT_KINDS.map((kind) => ({ kind, columns: Object.keys(EXPORT_COLUMNS[kind]) })),
    assets: [
      ...resorts.map((r) => ({ value: `resort:${r.id}`, label: r.name })),
      ...vessels.map((v) => ({ value: `vessel:${v.id}`, label: v.name })),
    ],
  };
}
