/** The named top-level namespaces of a messages object (what a client bundle needs). */
export function pick<M extends Record<string, unknown>>(messages: M, namespaces: readonly string[]): Partial<M> {
  return Object.fromEntries(Object.entries(messages).filter(([k]) => namespaces.includes(k))) as Partial<M>;
}
