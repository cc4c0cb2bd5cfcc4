// The drawer's structure and where a page belongs: create pages hang under their list, a second
// entry for the same list is left out, and detail, edit and create pages find their section.
import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURES, DEFAULT_VIEW, FEATURES, VIEW_SETTINGS, type FeatureState } from "@/lib/access/features";
import { navigation, sectionOf } from "@/lib/access/navigation";
import type { RoleSubject } from "@/lib/access/roles";
import { extendTrail, previousPage } from "@/lib/client/trail";

const features: FeatureState = {
  features: new Set(FEATURES.filter((f) => DEFAULT_FEATURES[f])),
  view: new Set(VIEW_SETTINGS.filter((v) => DEFAULT_VIEW[v])),
};
const admin: RoleSubject = { isGuest: false, scopes: ["admin"], userType: "employee" };
const reader: RoleSubject = { isGuest: false, scopes: ["customers.read", "users.read"], userType: "employee" };
const agency: RoleSubject = { isGuest: false, scopes: ["agencies.self"], userType: "agency", agencyId: 1 };

const items = (who: RoleSubject) => navigation(who, features).flatMap((s) => s.items);

describe("the drawer", () => {
  it("groups create pages under their list instead of listing them as entries", () => {
    const all = items(admin);
    const paths = all.map((i) => i.path);
    for (const create of ["/customer/create", "/agency/create", "/users/create", "/media/create"])
      expect(paths, create).not.toContain(create);
    expect(all.find((i) => i.path === "/customer/list")?.create).toEqual({
      path: "/customer/create",
      key: "customerCreate",
    });
    expect(all.find((i) => i.path === "/users")?.create?.path).toBe("/users/create");
    expect(all.find((i) => i.path === "/media/list")?.create?.path).toBe("/media/create");
  });

  it("leaves out the pages it is told to: an agency while self-booking is off sees no new booking", () => {
    const on = items(agency).map((i) => i.path);
    expect(on).toContain("/booking/wizard");
    const off = navigation(agency, features, new Set(["/booking/wizard", "/booking/resort"]))
      .flatMap((s) => s.items)
      .map((i) => i.path);
    expect(off).not.toContain("/booking/wizard");
    expect(off).toContain("/booking/list");
  });

  it("offers the create action only to users who may create; an agency adds its own clients", () => {
    expect(items(reader).find((i) => i.path === "/customer/list")?.create).toBeUndefined();
    expect(items(agency).find((i) => i.path === "/customer/list")?.create?.path).toBe("/customer/create");
  });

  it("shows an agency and a customer no master data of the operator (rooms, room and bed types, specials)", () => {
    const customer: RoleSubject = { isGuest: false, scopes: ["customers.self"], userType: "customer", customerId: 1 };
    for (const who of [agency, customer]) {
      const paths = items(who).map((i) => i.path);
      for (const staffOnly of ["/room/list", "/room/type/list", "/bedtype", "/specials/list", "/specials/group"])
        expect(paths, staffOnly).not.toContain(staffOnly);
    }
  });

  it("has one entry for the customer list, not a second one for the CRM view of the same list", () => {
    const paths = items(admin).map((i) => i.path);
    expect(paths).toContain("/customer/list");
    expect(paths).not.toContain("/crm/customer");
  });
});

describe("where a page belongs", () => {
  const all = items(admin);
  const section = (path: string) => sectionOf(path, all)?.path;

  it("a list is its own section", () => {
    expect(section("/customer/list")).toBe("/customer/list");
    expect(section("/geo/port")).toBe("/geo/port");
  });

  it("detail, edit and create pages belong to their list", () => {
    expect(section("/customer/view/12")).toBe("/customer/list");
    expect(section("/customer/12")).toBe("/customer/list");
    expect(section("/customer/create")).toBe("/customer/list");
    expect(section("/agency/3")).toBe("/agency/list");
    expect(section("/agency/filter/4")).toBe("/agency/list");
    expect(section("/users/5")).toBe("/users");
    expect(section("/media/6")).toBe("/media/list");
    expect(section("/crm/filter/7")).toBe("/customer/list");
    expect(section("/config/settings/general")).toBe("/config");
    expect(section("/tax")).toBe("/config");
  });

  it("the own profile belongs to no section, unknown paths neither", () => {
    expect(section("/users/profile")).toBeUndefined();
    expect(section("/no/such/page")).toBeUndefined();
  });
});

describe("the trail behind Cancel", () => {
  it("goes back to the page before, however often the current page's query changed", () => {
    let trail = extendTrail([], { path: "/customer/list", query: "page=2" });
    trail = extendTrail(trail, { path: "/customer/view/3", query: "" });
    trail = extendTrail(trail, { path: "/customer/3", query: "" });
    trail = extendTrail(trail, { path: "/customer/3", query: "notice=x" });
    expect(previousPage(trail, "/customer/3")).toBe("/customer/view/3");
    expect(previousPage(trail, "/customer/view/3")).toBe("/customer/list?page=2");
    expect(previousPage(extendTrail([], { path: "/users/1", query: "" }), "/users/1")).toBeUndefined();
  });
});
