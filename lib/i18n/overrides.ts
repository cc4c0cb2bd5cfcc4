// Operator overrides of UI texts (/config/translations), merged over the bundled messages.
import { ttlCache } from "../core/cache";
import { db } from "../core/db";
import type { Locale } from "./locale";

const cache = ttlCache<Record<string, string>>(60_000);

/** key ("nav.home") -> text, for one language. Cached briefly; a change clears it here at once. */
export function translationOverrides(locale: Locale): Promise<Record<string, string>> {
  return cache.get(locale, async () => {
    const rows = await db().translation.findMany({ where: { lang: locale }, select: { key: true, value: true } });
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  });
}

export function invalidateTranslations() {
  cache.invalidate();
}

/** A deep copy of `messages` with the overrides set at their dotted paths. */
export function applyOverrides<M extends object>(messages: M, overrides: Record<string, string>): M {
  if (!Object.keys(overrides).length) return messages;
  const out = structuredClone(messages) as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const parts = key.split(".");
    let cur = out;
    for (const p of parts.slice(0, -1)) {
      if (typeof cur[p] !== "object" || cur[p] === null) cur[p] = {};
      cur = cur[p] as Record<string, unknown>;
    }
    cur[parts.at(-1)!] = value;
  }
  return out as M;
}
