/**
 * A target path is followed only if it starts with one slash and not two (spec part 1,
 * sections 2 and 5): "/booking/1" yes; "//evil.example", "https://…", "/\\evil" no.
 */
export function safeRedirectTarget(target: unknown): string | undefined {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\"))
    return undefined;
  // control characters (a newline in a Location header) are never part of a path we follow
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f]/.test(target)) return undefined;
  return target;
}
