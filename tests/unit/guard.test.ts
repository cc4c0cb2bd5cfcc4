// The route guard (spec part 1, section 4): its rules in order, and an authorization matrix
// over every route of the table for each kind of user.
import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES, DEFAULT_VIEW, FEATURES, VIEW_SETTINGS, type FeatureState } from "@/lib/access/features";
import { canOpen, guard } from "@/lib/access/guard";
import { ROUTES, type RouteDef } from "@/lib/access/routes";
import { navigation } from "@/lib/access/navigation";
import type { RoleSubject } from "@/lib/access/roles";

const demoFeatures: FeatureState = {
  features: new Set(FEATURES.filter((f) => DEFAULT_FEATURES[f])),
  view: new Set(VIEW_SETTINGS.filter((v) => DEFAULT_VIEW[v])),
};
const allOn: FeatureState = { features: new Set(FEATURES), view: new Set(VIEW_SETTINGS) };

const guest: RoleSubject = { isGuest: true, scopes: ["guest"] };
const admin: RoleSubject = { isGuest: false, scopes: ["admin"], userType: "employee" };
const staff: RoleSubject = {
  isGuest: false,
  scopes: ["bookings.read", "bookings.create", "bookings.update", "customers.read"],
  userType: "employee",
};
const agency: RoleSubject = { isGuest: false, scopes: ["agencies.self"], userType: "agency", agencyId: 1 };
const customer: RoleSubject = { isGuest: false, scopes: ["customers.self"], userType: "customer", customerId: 1 };
const club: RoleSubject = { ...customer, customerId: 2 };

/** A concrete path for a route pattern. */
const concrete = (r: RouteDef) => r.path.replace(/\{\w+\}/g, "7");

describe("guard: the rules in their order", () => {
  it("1. a route without a scope requirement is always allowed", () => {
    expect(guard("/widget/abc", guest, demoFeatures)).toEqual({ allow: true });
    expect(guard("/payment/success", staff, demoFeatures)).toEqual({ allow: true });
  });

  it("2. an admin passes every route, except guest-only ones", () => {
    expect(guard("/users", admin, demoFeatures)).toEqual({ allow: true });
    expect(guard("/stats/base", admin, demoFeatures)).toEqual({ allow: true });
    expect(guard("/login", admin, demoFeatures)).toEqual({ allow: false, redirect: "/" });
  });

  it("3. a user holding at least one required scope passes", () => {
    expect(guard("/booking/wizard", agency, demoFeatures)).toEqual({ allow: true });
    expect(guard("/booking/list", staff, demoFeatures)).toEqual({ allow: true });
  });

  it("4. a guest on a protected route goes to /login (club paths: /club/login) with UNAUTHORIZED", () => {
    expect(guard("/booking/list", guest, demoFeatures)).toEqual({
      allow: false,
      redirect: "/login",
      notice: "UNAUTHORIZED",
    });
    expect(guard("/club/dashboard", guest, demoFeatures)).toEqual({
      allow: false,
      redirect: "/club/login",
      notice: "UNAUTHORIZED",
    });
  });

  it("5. a logged-in user without the scope gets FORBIDDEN: back to the previous route if allowed there", () => {
    expect(guard("/users", staff, demoFeatures, "/booking/list?page=2")).toEqual({
      allow: false,
      redirect: "/booking/list?page=2",
      notice: "FORBIDDEN",
    });
  });

  it("5. ... otherwise an internal user goes to / (club paths: /club/dashboard), others to the login path", () => {
    expect(guard("/users", staff, demoFeatures, "/bank/list")).toEqual({
      allow: false,
      redirect: "/",
      notice: "FORBIDDEN",
    });
    expect(guard("/users", staff, demoFeatures)).toEqual({ allow: false, redirect: "/", notice: "FORBIDDEN" });
    expect(guard("/club/card", staff, demoFeatures)).toEqual({ allow: true }); // customers.read
    expect(guard("/club/card", { ...staff, scopes: ["bookings.read"] }, demoFeatures)).toEqual({
      allow: false,
      redirect: "/club/dashboard",
      notice: "FORBIDDEN",
    });
    expect(guard("/users", agency, demoFeatures)).toEqual({ allow: false, redirect: "/login", notice: "FORBIDDEN" });
    expect(guard("/club/card", club, demoFeatures)).toEqual({
      allow: false,
      redirect: "/club/login",
      notice: "FORBIDDEN",
    });
  });

  it("feature flags gate routes the same way", () => {
    expect(guard("/booking/ota", admin, demoFeatures)).toEqual({ allow: false, redirect: "/", notice: "FORBIDDEN" });
    expect(guard("/booking/ota", admin, allOn)).toEqual({ allow: true });
    const noVessel: FeatureState = { ...allOn, features: new Set(FEATURES.filter((f) => f !== "vessel")) };
    expect(guard("/tour/list", admin, noVessel)).toMatchObject({ allow: false, notice: "FORBIDDEN" });
    // "resort and vessel" routes open with either of the two
    expect(guard("/booking/list", admin, noVessel)).toEqual({ allow: true });
  });

  it("view settings close and hide the statistics they name", () => {
    const noFinance: FeatureState = { ...allOn, view: new Set(VIEW_SETTINGS.filter((v) => v !== "financeReports")) };
    expect(guard("/stats/base", admin, noFinance)).toMatchObject({ allow: false });
    expect(guard("/stats/base", admin, allOn)).toEqual({ allow: true });
  });

  it("the combined check needs every listed scope", () => {
    const both: RoleSubject = { isGuest: false, scopes: ["bookingpayment.read", "bankentries.read"] };
    const one: RoleSubject = { isGuest: false, scopes: ["bookingpayment.read"] };
    expect(
      canOpen(
        ROUTES.find((r) => r.path === "/stats/base")!,
        both,
        allOn,
      ),
    ).toBe(true);
    expect(
      canOpen(
        ROUTES.find((r) => r.path === "/stats/base")!,
        one,
        allOn,
      ),
    ).toBe(false);
  });

  it("unknown paths pass to the not-found page, for guests and users", () => {
    expect(guard("/no/such/page", guest, demoFeatures)).toEqual({ allow: true });
  });
});

describe("authorization matrix: every route, every kind of user", () => {
  // The expectation, stated per persona from the spec's rules rather than from the guard's code.
  const OPEN_TO_ANY_USER = ["user", "authorized"];
  function expected(route: RouteDef, who: RoleSubject, name: string, state: FeatureState) {
    const path = concrete(route);
    const club = path.startsWith("/club/");
    const featureOn =
      (!route.features?.length || route.features.some((f) => state.features.has(f))) &&
      (!route.view || state.view.has(route.view));
    const scopes = route.scopes ?? [];
    const guestOnly = scopes.length === 1 && scopes[0] === "guest";
    const noScope = !scopes.length && !route.allScopes?.length;
    let holds: boolean;
    if (name === "guest") holds = noScope || scopes.includes("guest");
    else if (name === "admin") holds = !guestOnly;
    else
      holds =
        noScope ||
        (scopes.some((s) => OPEN_TO_ANY_USER.includes(s) || who.scopes.includes(s)) &&
          !(route.allScopes ?? []).some((s) => !who.scopes.includes(s)));
    if (featureOn && holds) return { allow: true };
    if (guestOnly && name !== "guest" && featureOn) return { allow: false, redirect: club ? "/club/dashboard" : "/" };
    if (name === "guest")
      return {
        allow: false,
        redirect: club && path !== "/club/login" ? "/club/login" : "/login",
        notice: "UNAUTHORIZED",
      };
    const internal = name === "admin" || name === "staff";
    const fallback = internal ? (club ? "/club/dashboard" : "/") : club ? "/club/login" : "/login";
    return { allow: false, redirect: fallback === path ? "/login" : fallback, notice: "FORBIDDEN" };
  }

  const personas = { guest, admin, staff, agency, customer, club } as const;
  for (const [stateName, state] of [
    ["demo features", demoFeatures],
    ["all features on", allOn],
  ] as const) {
    for (const [name, who] of Object.entries(personas)) {
      it(`${name}, ${stateName}`, () => {
        for (const route of ROUTES) {
          const path = concrete(route);
          expect({ path, ...guard(path, who, state) }).toEqual({ path, ...expected(route, who, name, state) });
        }
      });
    }
  }

  it("spot checks a user depends on", () => {
    const cases: [string, RoleSubject, object][] = [
      ["/booking/list", staff, { allow: true }],
      ["/booking/12", staff, { allow: true }],
      ["/customer/list", staff, { allow: true }],
      ["/customer/create", staff, { allow: false, redirect: "/", notice: "FORBIDDEN" }],
      ["/users", staff, { allow: false, redirect: "/", notice: "FORBIDDEN" }],
      ["/agency/3", agency, { allow: true }],
      ["/agency/list", agency, { allow: false, redirect: "/login", notice: "FORBIDDEN" }],
      ["/customer/view/5", customer, { allow: true }],
      ["/club/dashboard", club, { allow: true }],
      ["/club/login", club, { allow: false, redirect: "/club/dashboard" }],
      ["/user/5/verify", guest, { allow: true }],
      ["/user/5/verify", staff, { allow: true }],
      ["/jumpto/abc", guest, { allow: true }],
      ["/", guest, { allow: false, redirect: "/login", notice: "UNAUTHORIZED" }],
      ["/", customer, { allow: true }],
    ];
    for (const [path, who, want] of cases)
      expect({ path, ...guard(path, who, demoFeatures) }).toEqual({ path, ...want });
  });
});

describe("navigation", () => {
  it("shows only routes the user may open whose page exists, grouped", () => {
    const staffNav = navigation(staff, demoFeatures).flatMap((s) => s.items.map((i) => i.path));
    const adminNav = navigation(admin, allOn).flatMap((s) => s.items.map((i) => i.path));
    for (const path of [...staffNav, ...adminNav]) {
      const r = ROUTES.find((x) => x.path === path)!;
      expect(r.page && !r.hidden && !r.path.includes("{")).toBe(true);
    }
    expect(staffNav).toContain("/");
    expect(staffNav).not.toContain("/users");
    expect(navigation(guest, allOn)).toEqual([]);
  });
});
