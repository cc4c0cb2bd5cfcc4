// The pages visited in this tab, for "Cancel" (go back where the user came from): consecutive
// visits of one path count once (a changed filter or a removed notice is not a new page).
export const TRAIL_KEY = "sta.trail";
const MAX = 20;

export type TrailEntry = { path: string; query: string };

export function readTrail(storage: Pick<Storage, "getItem">): TrailEntry[] {
  try {
    const v = JSON.parse(storage.getItem(TRAIL_KEY) ?? "[]");
    return Array.isArray(v) ? v.filter((e) => typeof e?.path === "string" && typeof e?.query === "string") : [];
  } catch {
    return [];
  }
}

/** The trail with `entry` as the current page. */
export function extendTrail(trail: readonly TrailEntry[], entry: TrailEntry): TrailEntry[] {
  const last = trail.at(-1);
  const kept = last && last.path === entry.path ? trail.slice(0, -1) : trail;
  return [...kept, entry].slice(-MAX);
}

/** Where the user came from to `current`: the address before it in the trail, if any. */
export function previousPage(trail: readonly TrailEntry[], current: string): string | undefined {
  const i = trail.findLastIndex((e) => e.path === current);
  const prev = i > 0 ? trail[i - 1] : undefined;
  return prev && (prev.query ? `${prev.path}?${prev.query}` : prev.path);
}
