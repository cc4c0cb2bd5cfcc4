// Feature switches and view settings, read from the settings table on every request so a change
// applies at once on every app server. Pure decisions about them live in lib/access/features.
import { DEFAULT_FEATURES, DEFAULT_VIEW, FEATURES, VIEW_SETTINGS, type FeatureState } from "../access/features";
import { db } from "./db";

export async function loadFeatureState(): Promise<FeatureState> {
  const rows = await db().setting.findMany({
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
}
