// Feature flags (spec part 1, section 6) gate routes and menus; view settings hide statistics.
// Both are stored as settings: group "features" and group "view", key = flag, value = boolean.

export const FEATURES = [
  "bank",
  "connect",
  "resort",
  "vessel",
  "ota",
  "pos",
  "todo",
  "mailScheduler",
  "contest",
  "crmMaster",
  "crmClient",
  "forms",
  "loyalityProgram",
  "diveLog",
  "assetMaster",
  "stock",
  "customerRelation",
  "bookingWidget",
] as const;
export type Feature = (typeof FEATURES)[number];

export const VIEW_SETTINGS = ["financeReports", "bookingReports", "diveReports"] as const;
export type ViewSetting = (typeof VIEW_SETTINGS)[number];

/** What a fresh installation has switched on: everything that needs no external system. */
export const DEFAULT_FEATURES: Record<Feature, boolean> = {
  bank: true,
  connect: false,
  resort: true,
  vessel: true,
  ota: false,
  pos: true,
  todo: true,
  mailScheduler: true,
  contest: true,
  crmMaster: true,
  crmClient: true,
  forms: true,
  loyalityProgram: true,
  diveLog: true,
  assetMaster: false,
  stock: true,
  customerRelation: true,
  bookingWidget: true,
};

export const DEFAULT_VIEW: Record<ViewSetting, boolean> = {
  financeReports: true,
  bookingReports: true,
  diveReports: true,
};

export type FeatureState = { features: Set<Feature>; view: Set<ViewSetting> };
