// Feature switches and view settings, read with the reference data (lib/core/reference-cache.ts):
// settings are reference data whose every change renews the reference version in the same
// transaction, so a switch turned on one app server applies to the next request on every other,
// and a request whose version is current reads no statement for them. Pure decisions about them
// live in lib/access/features.
import { DEFAULT_FEATURES, DEFAULT_VIEW, FEATURES, VIEW_SETTINGS, type FeatureState } from "../access/features";
import { db } from "./db";
import { referenceCache } from "./reference-cache";

const kept = referenceCache<FeatureState>();

export function loadFeatureState(): Promise<FeatureState> {
  return kept.get(db(), async (tx) => {
    const rows = await tx.setting.findMany({
      where: { group: { in: ["features", "view"] } },
      select: { group: true, key: true, value: true },
    });
    const flags: Record<string, boolean> = { ...DEFAULT_FEATURES };
    const view: Record<string, boolean> = { ...DEFAULT_VIEW };
    for (const r of rows) (r.group === "features" ? flags : view)[r.key] = r.value === true;
    return {
      features: new Set(FEATURES.filter((f) => flags[f])),
      view: new Set(VIEW_SETTINGS.filter((v) => view[v])),
    };
  });
}
