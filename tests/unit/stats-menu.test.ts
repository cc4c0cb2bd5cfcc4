// The view settings financeReports, bookingReports and diveReports hide the statistics they name
// from the menu (spec part 1: "hide statistics menu entries when off"), and only those.
import { describe, expect, it } from "vitest";
import { FEATURES, VIEW_SETTINGS, type FeatureState, type ViewSetting } from "@/lib/access/features";
import { navigation } from "@/lib/access/navigation";
import type { RoleSubject } from "@/lib/access/roles";

const admin: RoleSubject = { isGuest: false, scopes: ["admin"], userType: "employee" };
const allOn: FeatureState = { features: new Set(FEATURES), view: new Set(VIEW_SETTINGS) };
const statsMenu = (view: FeatureState["view"]) =>
  navigation(admin, { ...allOn, view })
    .flatMap((s) => s.items)
    .map((i) => i.path)
    .filter((p) => p.startsWith("/stats/"))
    .sort();

const HIDES: Record<ViewSetting, string[]> = {
  financeReports: ["/stats/base"],
  bookingReports: ["/stats/booking", "/stats/tour"],
  diveReports: ["/stats/dive"],
};

describe("the statistics menu and the view settings", () => {
  it("shows every statistics page while all view settings are on", () => {
    expect(statsMenu(allOn.view)).toEqual([
      "/stats/base",
      "/stats/booking",
      "/stats/dive",
      "/stats/export",
      "/stats/occupancy",
      "/stats/tour",
    ]);
  });

  it.each(VIEW_SETTINGS)("%s off hides its entries and no other", (setting) => {
    const shown = statsMenu(new Set(VIEW_SETTINGS.filter((v) => v !== setting)));
    expect(shown).toEqual(statsMenu(allOn.view).filter((p) => !HIDES[setting].includes(p)));
  });
});
