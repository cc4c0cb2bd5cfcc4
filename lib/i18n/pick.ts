/**
 * The named parts of a messages object (what a client bundle needs): a top-level namespace
 * ("common") or a part of one ("guestForm.requirements"), with the objects around it.
 */
export function pick<M extends Record<string, unknown>>(messages: M, paths: readonly string[]): Partial<M> {
  const out: Record<string, unknown> = {};
  for (const p of paths) {
    // inside another path asked for: already there whole (and never written into)
    if (paths.some((q) => q !== p && p.startsWith(`${q}.`))) continue;
    const parts = p.split(".");
    let from: unknown = messages;
    let to = out;
    for (const [i, part] of parts.entries()) {
      if (!from || typeof from !== "object" || !Object.hasOwn(from, part)) break;
      from = (from as Record<string, unknown>)[part];
      if (i === parts.length - 1) to[part] = from;
      else {
        const next = to[part];
        to = (to[part] = next && typeof next === "object" ? next : {}) as Record<string, unknown>;
      }
    }
  }
  return out as Partial<M>;
}

/** `path` lies in `under` (or is it): "a.b.c" in "a.b" and "a", not in "a.bx" */
export const within = (path: string, under: string) => path === under || path.startsWith(`${under}.`);

/** `more` added to `messages` (a namespace in both: merged, part by part); neither is changed. */
export function mergeMessages<M extends Record<string, unknown>>(messages: M, more: Record<string, unknown>): M {
  const out: Record<string, unknown> = { ...messages };
  for (const [k, v] of Object.entries(more)) {
    const here = out[k];
    out[k] =
      here && typeof here === "object" && v && typeof v === "object"
        ? mergeMessages(here as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out as M;
}
