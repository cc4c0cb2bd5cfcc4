// Settings (group, key, value) over their defaults. Feature flags and view settings are read
// on every request, so a change takes effect on the next request on every app server.
import { db } from "../../core/db";
import { SETTING_DEFAULTS, type SettingGroup } from "./defaults";

export type GroupValues<G extends SettingGroup> = {
  -readonly [K in keyof (typeof SETTING_DEFAULTS)[G]]: (typeof SETTING_DEFAULTS)[G][K];
} & Record<string, unknown>;

export async function getSettingsGroup<G extends SettingGroup>(group: G): Promise<GroupValues<G>> {
  const rows = await db().setting.findMany({ where: { group }, select: { key: true, value: true } });
  return { ...SETTING_DEFAULTS[group], ...Object.fromEntries(rows.map((r) => [r.key, r.value])) } as GroupValues<G>;
}
