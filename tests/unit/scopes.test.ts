import { describe, expect, it } from "vitest";
import { AUTHORIZED, GUEST, USER, hasAll, hasScope, hasSome, isAdmin } from "@/lib/access/scopes";

const guest = { isGuest: true, scopes: [GUEST] };
const user = (...scopes: string[]) => ({ isGuest: false, scopes });

describe("scope rules (spec part 1, section 6)", () => {
  it("admin passes every check except guest-only ones", () => {
    const admin = user("admin");
    expect(isAdmin(admin)).toBe(true);
    for (const s of ["bookings.read", "users.create", USER, AUTHORIZED, "$view.finance", "$cat.vip", "anything.self"])
      expect(hasScope(admin, s)).toBe(true);
    expect(hasScope(admin, GUEST)).toBe(false);
  });

  it("the guest scope is for guests only", () => {
    expect(hasScope(guest, GUEST)).toBe(true);
    expect(hasScope(user("bookings.read"), GUEST)).toBe(false);
    expect(hasScope(guest, USER)).toBe(false);
    expect(hasScope(guest, "bookings.read")).toBe(false);
  });

  it("user and the any-authorized marker pass for every logged-in user, never for a guest", () => {
    expect(hasScope(user(), USER)).toBe(true);
    expect(hasScope(user("customers.self"), AUTHORIZED)).toBe(true);
    expect(hasScope(guest, AUTHORIZED)).toBe(false);
  });

  it("resource.action scopes match exactly", () => {
    expect(hasScope(user("bookings.read"), "bookings.read")).toBe(true);
    expect(hasScope(user("bookings.read"), "bookings.update")).toBe(false);
    expect(hasScope(user("bookings.read"), "bookingpayment.read")).toBe(false);
  });

  it("wildcards (.* or no dot) match their category", () => {
    expect(hasScope(user("banks.*"), "banks.read")).toBe(true);
    expect(hasScope(user("banks.*"), "banks.create")).toBe(true);
    expect(hasScope(user("banks"), "banks.update")).toBe(true);
    expect(hasScope(user("banks.*"), "bankentries.read")).toBe(false);
    // a required wildcard is met by any scope of its category
    expect(hasScope(user("banks.read"), "banks.*")).toBe(true);
  });

  it("$view. names need the exact scope: wildcards do not reach them", () => {
    expect(hasScope(user("$view.finance"), "$view.finance")).toBe(true);
    expect(hasScope(user("$view.*"), "$view.finance")).toBe(false);
    expect(hasScope(user("bookings.read"), "$view.finance")).toBe(false);
  });

  it("$cat. names pass unless the user holds some $cat. scope but not this one", () => {
    expect(hasScope(user("bookings.read"), "$cat.diving")).toBe(true);
    expect(hasScope(user("$cat.diving"), "$cat.diving")).toBe(true);
    expect(hasScope(user("$cat.resort"), "$cat.diving")).toBe(false);
  });

  it("combined check: admin or every listed permission", () => {
    expect(hasAll(user("bookingpayment.read", "bankentries.read"), ["bookingpayment.read", "bankentries.read"])).toBe(
      true,
    );
    expect(hasAll(user("bookingpayment.read"), ["bookingpayment.read", "bankentries.read"])).toBe(false);
    expect(hasAll(user("admin"), ["bookingpayment.read", "bankentries.read"])).toBe(true);
  });

  it("has some right", () => {
    expect(hasSome(user("agencies.self"), ["bookings.read", "agencies.self"])).toBe(true);
    expect(hasSome(user("customers.self"), ["bookings.read", "agencies.self"])).toBe(false);
    expect(hasSome(user(), [])).toBe(true);
  });
});
