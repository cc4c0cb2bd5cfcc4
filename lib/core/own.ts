// Looking up a name a request brings (a sort, a filter, a group, a provider) in an object map:
// `map[name]` also finds what every object inherits (`map["constructor"]` is a function, so a
// lookup meant to say "unknown" says "found" and the caller fails with a 500). This reads own
// properties only.

/** `obj[key]` when `key` is the object's own property: never a name inherited from Object.prototype. */
export function own<T>(obj: Readonly<Record<string, T>> | undefined | null, key: string): T | undefined {
  return obj && Object.hasOwn(obj, key) ? obj[key] : undefined;
}
