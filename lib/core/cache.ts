// Small in-process caches with a time to live. POST /clearCache empties all of them; a change
// to cached data invalidates its own entry.
type Entry<T> = { value: Promise<T>; expires: number };
const caches = new Set<Map<string, Entry<unknown>>>();

export function ttlCache<T>(ttlMs: number) {
  const map = new Map<string, Entry<T>>();
  caches.add(map as Map<string, Entry<unknown>>);
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = map.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load();
      map.set(key, { value, expires: Date.now() + ttlMs });
      value.catch(() => map.delete(key)); // a failure is not cached
      return value;
    },
    invalidate(key?: string) {
      if (key === undefined) map.clear();
      else map.delete(key);
    },
  };
}

const clearers = new Set<() => void>();

/** Registers another kind of cache to be emptied by clearAllCaches(). */
export function onClearAll(clear: () => void) {
  clearers.add(clear);
}

export function clearAllCaches() {
  for (const c of caches) c.clear();
  for (const clear of clearers) clear();
}
