// Settings (group, key, value) over their defaults. Feature flags and view settings are read
// on every request, so a change takes effect on the next request on every app server.
import { db } from "../../db";
import { DEFAULT_FEATURES, DEFAULT_VIEW, FEATURES, VIEW_SETTINGS, type FeatureState } from "../../access/features";
import { SETTING_DEFAULTS, type SettingGroup } from "./defaults";

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

export type GroupValues<G extends SettingGroup> = { -readonly [K in keyof (typeof SETTING_DEFAULTS)[G]]: (typeof SETTING_DEFAULTS)[G][K] } & Record<string, unknown>;

export async function getSettingsGroup<G extends SettingGroup>(group: G): Promise<GroupValues<G>> {
  const rows = await db().setting.findMany({ where: { group }, select: { key: true, value: true } });
  return { ...SETTING_DEFAULTS[group], ...Object.fromEntries(rows.map((r) => [r.key, r.value])) } as GroupValues<G>;
}
