// What the notifications bell shows, as pure functions (tests/unit/notification-format.test.ts).
// A plain module, not the client component's: the staff frame (a server component) reads it too.

/** how many of the newest notifications the bell lists */
export const BELL_SIZE = 10;

/** The badge on the bell: the count, "99+" past 99 so it stays one small circle; none at 0. */
export function unreadBadge(unread: number): string | null {
  if (!Number.isFinite(unread) || unread < 1) return null;
  return unread > 99 ? "99+" : String(Math.floor(unread));
}

/**
 * Where a notification leads: a path of this application ("/booking/12"), never another site. A
 * stored link is data, so "//evil.example", "https://..." or "javascript:..." leads nowhere.
 */
export function notificationHref(link: string | null | undefined): string | null {
  if (!link || !link.startsWith("/") || link.startsWith("//") || link.startsWith("/\\")) return null;
  return link;
}
