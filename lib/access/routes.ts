// The route table of spec part 1, section 2, as data: middleware.ts (the guard), the drawer
// navigation and the page guards all read it. `page: true` marks routes whose page exists;
// tests/unit/route-table.test.ts checks that against app/.
import type { Feature, ViewSetting } from "./features";
import { AUTHORIZED, GUEST, USER } from "./scopes";

export const NAV_GROUPS = [
  "base",
  "booking",
  "finance",
  "customer",
  "agency",
  "crm",
  "club",
  "tours",
  "vessel",
  "resort",
  "prices",
  "dive",
  "masterData",
  "stats",
  "users",
  "config",
] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type RouteDef = {
  /** "/booking/{id}": a {name} segment matches one path segment */
  path: string;
  /** translation key under "nav" */
  key: string;
  /** any one of these passes; none = open to everyone */
  scopes?: readonly string[];
  /** every one of these (the combined check) */
  allScopes?: readonly string[];
  /** any one of these features must be on */
  features?: readonly Feature[];
  /** statistics pages hidden (and closed) when this view setting is off */
  view?: ViewSetting;
  hidden?: boolean;
  noDrawer?: boolean;
  group?: NavGroup;
  /** the club (CRM) area: club login, club theme */
  crm?: boolean;
  /** its page exists in app/ */
  page?: boolean;
  /** the drawer entry this page belongs to (a detail page's list), when the path does not say it;
   *  false: none (the own profile, reached from the user menu) */
  section?: string | false;
  /** shows the same list as this route: left out of the drawer when that one is there */
  duplicateOf?: string;
};

const ANYONE = [GUEST, USER] as const;
const BOOKING_FEATURES: Feature[] = ["resort", "vessel"];

// Helpers keep the table readable: a section's defaults, then its routes.
function section(defaults: Omit<RouteDef, "path" | "key">, routes: RouteDef[]): RouteDef[] {
  return routes.map((r) => ({ ...defaults, ...r }));
}
const r = (path: string, key: string, extra: Omit<RouteDef, "path" | "key"> = {}): RouteDef => ({
  path,
  key,
  ...extra,
});

export const ROUTES: readonly RouteDef[] = [
  // Public and authentication: no drawer
  ...section({ noDrawer: true, hidden: true }, [
    r("/login", "login", { scopes: [GUEST], page: true }),
    r("/club/login", "clubLogin", { scopes: [GUEST], features: ["crmMaster"], crm: true, page: true }),
    r("/register/{userType}", "register", { scopes: [GUEST], page: true }),
    r("/password/reset", "passwordReset", { scopes: [GUEST], page: true }),
    r("/club/password/reset", "clubPasswordReset", { scopes: [GUEST], crm: true, page: true }),
    r("/invoice/{id}", "invoice", { page: true }),
    r("/club/invoice/{id}", "clubInvoice", { crm: true, page: true }),
    r("/payment/success", "paymentSuccess", { page: true }),
    r("/payment/aborted", "paymentAborted", { page: true }),
    r("/guestform/{id}/{token}", "guestform", { page: true }),
    r("/guestform-m/{id}/{token}", "guestformMulti", { page: true }),
    r("/forms/{id}/{token}", "publicForm", { page: true }),
    r("/book/online", "bookOnline", { page: true }),
    r("/book/online-v2", "bookOnlineV2", { page: true }),
    r("/book/resort", "bookResort", { page: true }),
    r("/book/resort-v2", "bookResortV2", { page: true }),
    r("/widget/{slug}", "widget", { page: true }),
    r("/book", "book", { features: BOOKING_FEATURES, page: true }),
    r("/book/preview", "bookPreview", { features: BOOKING_FEATURES, page: true }),
    r("/user/{id}/verify", "verify", { scopes: ANYONE, page: true }),
    r("/club/user/{id}/verify", "clubVerify", { scopes: ANYONE, crm: true, page: true }),
    r("/jumpto/{token}", "jumpto", { scopes: [GUEST, AUTHORIZED], page: true }),
  ]),

  // Base group: authorized users
  r("/", "home", { scopes: [AUTHORIZED], group: "base", page: true }),
  r("/jump/{system}", "jump", { scopes: [AUTHORIZED], hidden: true, page: true }),
  // the mailbox: who reads it (mail.read) or keeps the mail accounts (mail.update)
  r("/mail", "mail", { scopes: ["mail.read", "mail.update"], group: "base", page: true }),

  // Booking
  ...section({ features: BOOKING_FEATURES, group: "booking", scopes: ["bookings.read"] }, [
    r("/booking", "booking", { scopes: ["bookings.read"], hidden: true }),
    r("/booking/list", "bookingList", { scopes: ["bookings.read", "agencies.self"], page: true }),
    r("/booking/wizard", "bookingWizard", {
      scopes: ["bookings.create", "bookings.read", "agencies.self"],
      page: true,
    }),
    r("/booking/resort", "bookingResort", { scopes: ["bookings.create", "agencies.self"], page: true }),
    r("/booking/tour", "bookingTour", { scopes: ["bookings.read"], page: true }),
    r("/booking/calendar", "bookingCalendar", { features: ["vessel"], page: true }),
    r("/booking/occupancy", "bookingOccupancy", {
      scopes: ["bookings.read"],
      features: ["resort", "vessel"],
      page: true,
    }),
    // the housekeeper's phone page: rooms and cabins with their status, today's departures and arrivals
    r("/housekeeping", "housekeeping", {
      scopes: ["housekeeping.update", "bookings.read", "resort.read", "vessel.read"],
      page: true,
    }),
    r("/booking/ota", "bookingOta", { features: ["ota"] }),
    r("/booking/{id}", "bookingDetail", {
      scopes: ["bookings.update", "bookings.read", "agencies.self"],
      hidden: true,
      page: true,
    }),
    r("/pos/counter", "posCounter", { scopes: ["pos.read"], features: ["pos"] }),
    r("/pos/list", "posList", { scopes: ["pos.read"], features: ["pos"] }),
    r("/master/booking", "masterBooking", { scopes: ["bookings.read"], features: ["assetMaster"] }),
    r("/master/booking/{system}/{id}", "masterBookingDetail", {
      scopes: ["bookings.read"],
      features: ["assetMaster"],
      hidden: true,
    }),
  ]),

  // Finance
  ...section({ group: "finance" }, [
    ...section({ features: ["bank"] }, [
      r("/bank", "bank", { scopes: ["banks.read"], hidden: true }),
      r("/bank/list", "bankList", { scopes: ["banks.read"], page: true }),
      r("/bank/create", "bankCreate", { scopes: ["banks.create"], hidden: true, page: true }),
      r("/bank/cashflow", "bankCashflow", { scopes: ["bankentries.read"], page: true }),
      r("/bank/entry/list", "bankEntryList", { scopes: ["bankentries.read"], page: true }),
      r("/bank/entry/manual", "bankEntryManual", { scopes: ["bankentries.read"], page: true }),
      r("/bank/entry/temporary", "bankEntryTemporary", { scopes: ["bankentries.read"], page: true }),
      r("/bank/{id}", "bankDetail", { scopes: ["banks.update"], hidden: true, page: true }),
    ]),
    r("/credits", "credits", { scopes: ["agencies.read"], page: true }),
    r("/ccredits", "customerCredits", { scopes: ["customers.read"], page: true }),
    r("/finance/invoices", "invoices", { scopes: ["bookings.read"], page: true }),
    r("/finance/assetshare", "assetShare", { scopes: ["bookings.read"], features: ["connect"], page: true }),
  ]),

  // Configuration
  ...section({ group: "config" }, [
    r("/config/company", "configCompany", { scopes: ["admin"], page: true }),
    r("/config", "config", { scopes: ["admin"], page: true }),
    r("/config/settings/{type}", "configSettings", { scopes: ["admin"], page: true }),
    r("/config/translations", "configTranslations", { scopes: ["admin"], page: true }),
    r("/config/modules", "configModules", { scopes: ["admin"], page: true }),
    r("/config/booking", "configBooking", { scopes: ["bookings.update"], page: true }),
    r("/config/mailtemplates", "configMailTemplates", { scopes: ["mailtemplates.update"], page: true }),
    r("/config/mailtemplates/{id}", "configMailTemplate", {
      scopes: ["mailtemplates.update"],
      hidden: true,
      page: true,
    }),
    r("/config/paymentprovider", "configPaymentProvider", { scopes: ["payprovider.read"], page: true }),
    r("/config/ota", "configOta", { scopes: ["suapi.read", "suapi.all"], features: ["ota"] }),
    r("/config/mail", "configMail", { scopes: ["mail.update"], page: true }),
    // the mail accounts (SMTP, IMAP, OAuth): a page of their own beside /config/mail's settings
    r("/config/mailaccounts", "configMailAccounts", { scopes: ["mail.update"], page: true }),
    r("/config/mailaccounts/create", "configMailAccountCreate", { scopes: ["mail.update"], hidden: true, page: true }),
    r("/config/mailaccounts/{id}", "configMailAccount", { scopes: ["mail.update"], hidden: true, page: true }),
    r("/config/mailqueue", "configMailQueue", { scopes: ["mailqueue.read", "mail.update"], hidden: true, page: true }),
    r("/config/mailschedule", "configMailSchedule", {
      scopes: ["mailschedule.read"],
      features: ["mailScheduler"],
      hidden: true,
      page: true,
    }),
    r("/config/mailscheduled", "configMailScheduled", {
      scopes: ["mailschedule.read"],
      features: ["mailScheduler"],
      hidden: true,
      page: true,
    }),
    r("/tax", "tax", { scopes: ["admin"], hidden: true, page: true, section: "/config" }),
    r("/plugins", "plugins", { scopes: ["admin"] }),
    r("/todo", "todo", { scopes: ["todo.update"], features: ["todo"] }),
    r("/export", "export", { scopes: ["vessel.update"], features: ["vessel"] }),
  ]),

  // Users
  ...section({ group: "users" }, [
    r("/users", "users", { scopes: ["users.read"], page: true }),
    r("/users/create", "userCreate", { scopes: ["users.create"], page: true }),
    r("/users/profile", "profile", {
      scopes: ["users.self", "agencies.self"],
      hidden: true,
      page: true,
      section: false,
    }),
    r("/users/{id}", "userDetail", { scopes: ["users.update"], hidden: true, page: true }),
    r("/userroles", "userRoles", { scopes: ["users.update"], page: true }),
  ]),

  // Contest, club and CRM
  r("/contest/list", "contest", { scopes: ["contest.read"], features: ["contest"], group: "crm" }),
  ...section({ group: "club", crm: true, noDrawer: true, hidden: true }, [
    r("/club/dashboard", "clubDashboard", { scopes: [USER], page: true }),
    r("/club/dashboard/{tab}", "clubDashboardTab", { scopes: [USER], page: true }),
  ]),
  ...section({ group: "crm" }, [
    r("/club/card", "clubCard", { scopes: ["customers.read"] }),
    r("/crm/customer", "crmCustomer", {
      scopes: ["customers.read"],
      features: ["crmMaster", "crmClient"],
      page: true,
      duplicateOf: "/customer/list",
    }),
    r("/crm/filter/{fid}", "crmFilter", {
      section: "/customer/list",
      scopes: ["customers.read"],
      features: ["crmMaster", "crmClient"],
      hidden: true,
      page: true,
    }),
    r("/crm/guestform", "crmGuestform", {
      scopes: ["customers.read", "agencies.self"],
      page: true,
      duplicateOf: "/customer/guestform",
    }),
    r("/crm/forms", "crmForms", { scopes: ["forms.read"], features: ["forms"], page: true }),
    r("/crm/referral", "crmReferral", { scopes: ["referral.read"] }),
    r("/crm/loyality", "crmLoyality", { scopes: ["customers.read"], features: ["loyalityProgram"] }),
  ]),

  // Dive
  ...section({ group: "dive", features: ["diveLog"] }, [
    r("/dive/overview", "diveOverview", { scopes: ["divelog.read"] }),
    r("/dive/log", "diveLog", { scopes: ["divelog.read"] }),
    r("/dive/plan", "divePlan", { scopes: ["diveplan.read"] }),
    r("/dive/site", "diveSite", { scopes: ["divesite.read"] }),
    r("/dive/type", "diveType", { scopes: ["divetype.read"] }),
    r("/dive/boat", "diveBoat", { scopes: ["diveboat.read"] }),
  ]),

  // Vessel
  ...section({ group: "vessel", features: ["vessel"], scopes: ["vessel.read"] }, [
    r("/vessel/list", "vesselList", { page: true }),
    r("/vessel/create", "vesselCreate", { scopes: ["vessel.create"], page: true }),
    r("/vessel/{id}", "vesselDetail", { scopes: ["vessel.update"], hidden: true, page: true }),
    r("/vesseldeck", "vesselDeck", { page: true }),
    r("/vessellist", "vesselLists", { page: true }),
  ]),
  // Rooms, room types and bed types serve vessels (cabins) and resorts (rooms)
  // (the scopes of their resources, roomAccess: an agency or a customer does not see them)
  ...section({ group: "vessel", features: ["vessel", "resort"], scopes: ["resort.read", "vessel.read"] }, [
    r("/room/list", "roomList", { page: true }),
    r("/room/type/list", "roomTypeList", { page: true }),
    r("/room/create", "roomCreate", { scopes: ["resort.update", "vessel.update"], hidden: true, page: true }),
    r("/room/{id}", "roomDetail", { hidden: true, page: true }),
    r("/bedtype", "bedType", { page: true }),
  ]),

  // Tours
  ...section({ group: "tours", features: ["vessel"] }, [
    r("/tour/list", "tourList", { scopes: ["tours.read"], page: true }),
    r("/tour/create", "tourCreate", { scopes: ["tours.create"], page: true }),
    r("/tour/{id}", "tourDetail", { scopes: ["tours.update"], hidden: true, page: true }),
    r("/schedule", "schedule", { scopes: ["schedules.read"], page: true }),
    r("/schedules/create", "scheduleCreate", { scopes: ["schedules.create"], section: "/schedule", page: true }),
    r("/schedules/movecabin/{id}", "scheduleMoveCabin", {
      scopes: ["bookings.update"],
      hidden: true,
      section: "/schedule",
      page: true,
    }),
    r("/schedule/{schedule}", "scheduleDetail", { scopes: ["schedules.read"], hidden: true, page: true }),
    r("/tour/{tour}/schedules/{schedule}", "tourSchedule", {
      scopes: ["schedules.update"],
      hidden: true,
      section: "/schedule",
      page: true,
    }),
  ]),

  // Resort
  ...section({ group: "resort", features: ["resort"], scopes: ["resort.read"] }, [
    r("/resort/list", "resortList", { page: true }),
    r("/resort/dates", "resortDates", { page: true }),
    r("/resort/lists", "resortLists", { page: true }),
    r("/resort/create", "resortCreate", { scopes: ["resort.create"], page: true }),
    r("/resort/{id}", "resortDetail", { scopes: ["resort.update"], hidden: true, page: true }),
  ]),

  // Agency
  ...section({ group: "agency" }, [
    r("/agency/list", "agencyList", { scopes: ["agencies.read"], page: true }),
    r("/agency/filter/{fid}", "agencyFilter", { scopes: ["agencies.read"], hidden: true, page: true }),
    r("/agency/create", "agencyCreate", { scopes: ["agencies.create"], page: true }),
    r("/agency/group", "agencyGroup", { scopes: ["agencies.create"], page: true }),
    r("/agency/payments", "agencyPayments", { scopes: ["agencies.read", "agencies.self"], page: true }),
    r("/agency/{id}", "agencyDetail", { scopes: ["agencies.update", "agencies.self"], hidden: true, page: true }),
  ]),

  // Customer
  ...section({ group: "customer" }, [
    r("/customer/list", "customerList", { scopes: ["customers.read", "customers.self", "agencies.self"], page: true }),
    r("/customer/create", "customerCreate", { scopes: ["customers.create", "agencies.self"], page: true }),
    r("/customer/guestform", "customerGuestform", {
      scopes: ["customers.read", "customers.self", "agencies.self"],
      page: true,
    }),
    r("/customer/relation", "customerRelation", { scopes: ["customers.read"], features: ["customerRelation"] }),
    r("/customer/group", "customerGroup", { scopes: ["customers.create"], page: true }),
    // an agency opens and edits its own customers (the customer resource's own rows)
    r("/customer/view/{id}", "customerView", {
      scopes: ["customers.self", "customers.read", "agencies.self"],
      hidden: true,
      page: true,
    }),
    // a customer's own booking: amounts, paying, documents (staff and agencies use /booking/{id})
    r("/customer/booking/{id}", "customerBooking", {
      scopes: ["customers.self"],
      hidden: true,
      page: true,
      section: false,
    }),
    r("/customer/{id}", "customerDetail", {
      scopes: ["customers.self", "customers.update", "agencies.self"],
      hidden: true,
      page: true,
    }),
    r("/customerdatagroup", "customerDataGroup", { scopes: ["customers.update"], page: true }),
    r("/form", "form", { scopes: ["forms.read"], features: ["forms"], page: true }),
    r("/formdef", "formDef", { scopes: ["formdef.update"], features: ["forms"], page: true }),
  ]),

  // Prices and specials
  ...section({ group: "prices" }, [
    ...section({ scopes: ["price.update"], features: BOOKING_FEATURES, page: true }, [
      r("/price", "price"),
      r("/pricevariant", "priceVariant"),
      r("/supplements", "supplements"),
      r("/price/new", "priceNew", { hidden: true }),
      r("/price/{id}", "priceDetail", { hidden: true }),
    ]),
    r("/commission", "commission", { scopes: ["bookings.update"], page: true }),
    r("/terms", "terms", { scopes: ["bookings.update"], page: true }),
    // the scopes of the specials' resources (PRICING_ACCESS)
    ...section({ scopes: ["price.update", "bookings.update"], page: true }, [
      r("/specials/list", "specialsList"),
      r("/specials/group", "specialsGroup"),
      r("/specials/create", "specialsCreate", { scopes: ["price.update"], hidden: true }),
      r("/specials/{id}", "specialsDetail", { hidden: true }),
    ]),
  ]),

  // Other
  r("/employee", "employee", {
    scopes: ["employee.read"],
    features: BOOKING_FEATURES,
    group: "masterData",
    page: true,
  }),
  ...section({ group: "masterData", features: ["bookingWidget"] }, [
    r("/widget-admin", "widgetAdmin", { scopes: ["widget.read"], hidden: true }),
    r("/widget-admin/list", "widgetList", { scopes: ["widget.read"], page: true }),
    r("/widget-admin/create", "widgetCreate", { scopes: ["widget.create"], hidden: true, page: true }),
    r("/widget-admin/{id}", "widgetDetail", { scopes: ["widget.update"], hidden: true, page: true }),
  ]),
  ...section({ group: "masterData", features: BOOKING_FEATURES }, [
    r("/product", "product", { scopes: ["product.read"], hidden: true, page: true }),
    r("/product/list", "productList", { scopes: ["product.read"], page: true }),
    r("/product/create", "productCreate", { scopes: ["product.create"], page: true }),
    r("/product/stock", "productStock", { scopes: ["product.read"], features: ["stock"] }),
    r("/product/category", "productCategory", { scopes: ["product.read"], page: true }),
    r("/product/{id}", "productDetail", { scopes: ["product.update"], hidden: true, page: true }),
  ]),

  // Statistics
  ...section({ group: "stats" }, [
    r("/stats/base", "statsBase", {
      allScopes: ["bookingpayment.read", "bankentries.read"],
      view: "financeReports",
      page: true,
    }),
    r("/stats/tour", "statsTour", {
      scopes: ["bookings.read"],
      features: ["vessel"],
      view: "bookingReports",
      page: true,
    }),
    r("/stats/booking", "statsBooking", {
      scopes: ["bookings.read"],
      features: BOOKING_FEATURES,
      view: "bookingReports",
      page: true,
    }),
    r("/stats/occupancy", "statsOccupancy", { scopes: ["bookings.read"], features: ["resort"], page: true }),
    r("/stats/dive", "statsDive", {
      scopes: ["divelog.read"],
      features: ["diveLog"],
      view: "diveReports",
      page: true,
    }),
    r("/stats/export", "statsExport", { scopes: ["export.read"], features: BOOKING_FEATURES, page: true }),
  ]),

  // Media and geography
  ...section({ group: "masterData" }, [
    r("/media/list", "mediaList", { scopes: ["media.read"], page: true }),
    r("/media/create", "mediaCreate", { scopes: ["media.create"], page: true }),
    r("/media/{id}", "mediaDetail", { scopes: ["media.update"], hidden: true, page: true }),
    r("/geo/destination", "geoDestination", { scopes: ["settings.read"], page: true }),
    r("/geo/port", "geoPort", { scopes: ["settings.read"], page: true }),
    r("/geo/airport", "geoAirport", { scopes: ["settings.read"], page: true }),
    r("/geo/airline", "geoAirline", { scopes: ["settings.read"], page: true }),
    r("/geo/country", "geoCountry", { scopes: ["settings.read"], page: true }),
  ]),
];

type Compiled = { def: RouteDef; re: RegExp; params: string[]; specificity: number };

const compiled: Compiled[] = ROUTES.map((def) => {
  const params: string[] = [];
  const source =
    def.path === "/"
      ? ""
      : def.path
          .split("/")
          .slice(1)
          .map((seg) => {
            const m = /^\{(\w+)\}$/.exec(seg);
            if (!m) return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
            params.push(m[1]);
            return "/([^/]+)";
          })
          .join("");
  // static segments beat parameters: /booking/list before /booking/{id}
  return { def, re: new RegExp(`^${source}/?$`), params, specificity: params.length };
}).sort((a, b) => a.specificity - b.specificity);

/** The route a pathname belongs to, with its parameters; undefined for unknown paths. */
export function findRoute(pathname: string): { route: RouteDef; params: Record<string, string> } | undefined {
  for (const c of compiled) {
    const m = c.re.exec(pathname);
    if (!m) continue;
    try {
      return { route: c.def, params: Object.fromEntries(c.params.map((p, i) => [p, decodeURIComponent(m[i + 1])])) };
    } catch {
      return undefined; // a malformed %-escape: no page has that address
    }
  }
  return undefined;
}
