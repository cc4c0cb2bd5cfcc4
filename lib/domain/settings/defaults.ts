// Every setting group with its defaults. A stored Setting(group, key, value) overrides one key.
import { DEFAULT_FEATURES, DEFAULT_VIEW } from "../../access/features";
import { SPEC_DEFAULT_CURRENCY } from "../../core/operator";

/** The operator's choice per front-desk guard: allowed when confirmed with a reason, or refused outright. */
export const GUARD_POLICIES = ["reason", "refuse"] as const;
export type GuardPolicy = (typeof GUARD_POLICIES)[number];

export const SETTING_DEFAULTS = {
  company: {
    name: "",
    email: "",
    phone: "",
    street: "",
    zip: "",
    city: "",
    country: "",
    website: "",
    vatId: "",
    /** the tax office's number where there is no VAT ID (German Steuernummer) */
    taxNumber: "",
    /** the account invoices ask to be paid to (and the GiroCode on them) */
    iban: "",
    bic: "",
    bankName: "",
    logoUrl: "",
  },
  general: {
    timezone: "Europe/Berlin",
    defaultCurrency: SPEC_DEFAULT_CURRENCY,
    onlineCurrency: SPEC_DEFAULT_CURRENCY,
    onsiteCurrency: SPEC_DEFAULT_CURRENCY,
    displayCurrencies: [SPEC_DEFAULT_CURRENCY, "USD"],
    langs: ["de", "en"],
    gfLangs: ["de", "en"],
    invoiceLangs: ["de", "en"],
    /** "1" selects the multi-guest guest form */
    MULTI_GF: "0",
    maxGuestFormFileSizeinKb: 256,
  },
  booking: {
    allowCustomerBooking: false,
    allowAgencyBooking: false,
    /** the online booking holds a guest's choice this many minutes (an option that expires) */
    holdMinutes: 10,
    /** a hold renewed while the guest is on the page lasts at most this many minutes in all */
    holdMaxMinutes: 30,
    /** an online booking paid by card stays a reservation this many minutes for the payment */
    onlineCardMinutes: 30,
    /** paid by bank transfer: held this many days (or until the deposit is due or the guests arrive) */
    onlineOfflineDays: 3,
    /** true: an online booking paid by bank transfer is firm at once; false: a reservation until its deposit is paid */
    onlineOfflineConfirm: false,
    /** the guest is reminded this many hours before an unpaid online booking is released */
    onlineReminderHours: 24,
    /** the most rooms or cabins, guests and nights one online request may ask for */
    onlineMaxRooms: 4,
    onlineMaxGuests: 12,
    onlineMaxNights: 28,
    /** holds and bookings one client may make per hour online, by address and by browser session */
    holdsPerAddressHour: 40,
    holdsPerSessionHour: 20,
    createsPerAddressHour: 10,
    createsPerSessionHour: 5,
    /** rooms, cabins or beds one client may hold unpaid at once online (holds and reservations; 0: no limit) */
    onlineMaxOpenRooms: 4,
    /** a check-in before the arrival date: "reason" (allowed with a reason, kept in the history) or "refuse" */
    earlyCheckin: "reason" as GuardPolicy,
    /** a check-out while money is open: "reason" (allowed when confirmed with a reason) or "refuse" */
    checkoutWithBalance: "reason" as GuardPolicy,
  },
  features: DEFAULT_FEATURES,
  view: { ...DEFAULT_VIEW, childMaxAge: 12, greyOutOldBookings: true },
} as const;

export type SettingGroup = keyof typeof SETTING_DEFAULTS;
export const SETTING_GROUPS = Object.keys(SETTING_DEFAULTS) as SettingGroup[];
