// The notifications bell: who sees it (the users the waiting list notifies), the badge's count,
// and where a stored link may lead.
import { describe, expect, it } from "vitest";
import { notificationHref, unreadBadge } from "@/components/shell/notification-format";
import { receivesNotifications } from "@/lib/domain/users/notification-recipients";

describe("the bell's badge", () => {
  it("shows the unread count, 99+ past 99, nothing at none", () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(Number.NaN)).toBeNull();
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
  });
});

describe("a notification's link", () => {
  it("leads to a path of the application only", () => {
    expect(notificationHref("/booking/12")).toBe("/booking/12");
    expect(notificationHref("/booking/list?filter[state]=waiting")).toBe("/booking/list?filter[state]=waiting");
    for (const link of [
      null,
      undefined,
      "",
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example",
      "javascript:alert(1)",
      "booking/12",
    ])
      expect(notificationHref(link)).toBeNull();
  });
});

describe("who gets notifications and sees the bell", () => {
  const user = (userType: string, scopes: string[], agencyId: number | null = null) => ({ userType, scopes, agencyId });
  it("staff who change bookings, directly, by category or as admin", () => {
    expect(receivesNotifications(user("employee", ["bookings.read", "bookings.update"]))).toBe(true);
    expect(receivesNotifications(user("Default", ["bookings.*"]))).toBe(true);
    expect(receivesNotifications(user("System", ["bookings"]))).toBe(true);
    expect(receivesNotifications(user("employee", ["admin"]))).toBe(true);
  });
  it("not staff who only read bookings, nor agencies, customers, club members or inactive accounts", () => {
    expect(receivesNotifications(user("employee", ["bookings.read", "customers.read"]))).toBe(false);
    expect(receivesNotifications(user("agency", ["agencies.self", "bookings.update"]))).toBe(false);
    expect(receivesNotifications(user("employee", ["bookings.update"], 4))).toBe(false);
    expect(receivesNotifications(user("customer", ["customers.self"]))).toBe(false);
    expect(receivesNotifications(user("Inactive", ["admin"]))).toBe(false);
    expect(receivesNotifications(user("API", ["bookings.update"]))).toBe(false);
  });
});
